import { useContext, type ComponentType } from 'react';
import { usePublicConfig } from '../public-config';
import { IconSpriteContext } from '../components/icon-sprite-context';
import { IslandModeContext } from './island-mode';
import { islandIdPrefix, IslandRoot } from './IslandRoot';
import type { IslandLoad, IslandName } from './island-names';

/**
 * An interactive part of a server-rendered page: a marker element (data-island, its props as JSON, when it loads, the
 * scripts that hydrate it) around the component's markup, which client/islands hydrates as a root of its own. The rest
 * of the page is never hydrated. Props must survive JSON.
 */
export function Island<P extends object>({
  name,
  component: Component,
  props,
  load,
  holdsClicks = false,
}: {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  load: IslandLoad;
  /** A click on one of its links or buttons before it has hydrated waits for it (client/islands/hold-clicks.ts). */
  holdsClicks?: boolean;
}) {
  const mode = useContext(IslandModeContext);
  const config = usePublicConfig();
  const iconsHref = useContext(IconSpriteContext);
  const marker = { 'data-island': name, 'data-props': JSON.stringify(props), 'data-load': load, ...(holdsClicks ? { 'data-holds-clicks': '' } : {}), className: 'island' };
  if (mode.kind === 'inline') {
    return (
      <div {...marker}>
        <Component {...props} />
      </div>
    );
  }
  const html = mode.renderToString(
    <IslandRoot context={{ config, iconsHref }}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(name) },
  );
  return <div {...marker} data-chunks={mode.chunks(name).join(' ')} dangerouslySetInnerHTML={{ __html: html }} />;
}
