import { useContext, type ComponentType } from 'react';
import { usePublicConfig } from '../public-config';
import { IslandModeContext } from './island-mode';
import { islandIdPrefix, IslandRoot } from './IslandRoot';
import type { IslandLoad, IslandName } from './island-names';

/**
 * An interactive part of a server-rendered page: a marker element (data-island, its props as JSON, when it loads)
 * around the component's markup, which client/islands hydrates as a root of its own. Props must survive JSON.
 */
export function Island<P extends object>({ name, component: Component, props, load }: { name: IslandName; component: ComponentType<P>; props: P; load: IslandLoad }) {
  const mode = useContext(IslandModeContext);
  const config = usePublicConfig();
  const marker = { 'data-island': name, 'data-props': JSON.stringify(props), 'data-load': load, className: 'island' };
  if (mode.kind === 'inline') {
    return (
      <div {...marker}>
        <Component {...props} />
      </div>
    );
  }
  const html =
    mode.kind === 'server'
      ? mode.renderToString(
          <IslandRoot config={config}>
            <Component {...props} />
          </IslandRoot>,
          { identifierPrefix: islandIdPrefix(name) },
        )
      : '';
  // The document's root never touches this markup (React hydrates no children under dangerouslySetInnerHTML); the island's own root does.
  return <div {...marker} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
