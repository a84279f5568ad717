import { createContext, type ReactElement } from 'react';
import type { IslandName } from './island-names';

/**
 * How an <Island> renders, set by whoever renders the page:
 * - `server`: its markup rendered as a root of its own (server/ssr passes renderToString), so its useId ids carry the island's prefix,
 *   as they will when the browser hydrates it as its own root; `chunks` names the scripts that hydrate it (its module first);
 * - `inline` (no provider: component tests rendering a page in jsdom): the island's component renders in place, interactive.
 */
export type IslandMode =
  { kind: 'server'; renderToString: (element: ReactElement, options: { identifierPrefix: string }) => string; chunks: (name: IslandName) => readonly string[] } | { kind: 'inline' };

export const IslandModeContext = createContext<IslandMode>({ kind: 'inline' });
