import { createContext, type ReactElement } from 'react';

/**
 * How an <Island> renders, set by whoever renders the page:
 * - `server`: its markup rendered as a root of its own (server/ssr passes renderToString), so its useId ids carry the island's prefix,
 *   as they will when the browser hydrates it as its own root;
 * - `document`: the browser hydrating the whole document leaves the island's markup to the island's own root (client/islands);
 * - `inline` (no provider: component tests rendering a page in jsdom): the island's component renders in place, interactive.
 */
export type IslandMode = { kind: 'server'; renderToString: (element: ReactElement, options: { identifierPrefix: string }) => string } | { kind: 'document' } | { kind: 'inline' };

export const IslandModeContext = createContext<IslandMode>({ kind: 'inline' });
