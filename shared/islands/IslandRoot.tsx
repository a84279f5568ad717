import { useEffect, type ReactNode } from 'react';
import { PublicConfigContext, type PublicConfig } from '../public-config';

/** The providers an island renders in, the same on the server and in the browser, so its markup matches when it hydrates. */
export function IslandRoot({ config, onHydrated, children }: { config: PublicConfig; onHydrated?: () => void; children: ReactNode }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <PublicConfigContext.Provider value={config}>{children}</PublicConfigContext.Provider>;
}

/** The useId prefix of an island: one island of each name per page, so the name alone keeps its ids apart from every other root's. */
export const islandIdPrefix = (name: string) => `${name}-`;
