import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { PublicConfigContext, type PublicConfig } from '../public-config';
import { IconSpriteContext } from '../components/icon-sprite-context';

/** What every island's root needs from the page: its public configuration and the icon sprite's address. */
export interface IslandContext {
  config: PublicConfig;
  iconsHref: string;
}

/**
 * The providers an island renders in, the same on the server and in the browser, so its markup matches when it hydrates.
 * `onCommitted` runs once the hydrating commit is in the page, before any effect of it; `onHydrated` once its effects have run.
 */
export function IslandRoot({ context, onCommitted, onHydrated, children }: { context: IslandContext; onCommitted?: () => void; onHydrated?: () => void; children: ReactNode }) {
  useLayoutEffect(() => onCommitted?.(), [onCommitted]);
  useEffect(() => onHydrated?.(), [onHydrated]);
  return (
    <PublicConfigContext.Provider value={context.config}>
      <IconSpriteContext.Provider value={context.iconsHref}>{children}</IconSpriteContext.Provider>
    </PublicConfigContext.Provider>
  );
}

/** The useId prefix of an island: one island of each name per page, so the name alone keeps its ids apart from every other root's. */
export const islandIdPrefix = (name: string) => `${name}-`;
