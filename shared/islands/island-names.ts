import type { islandFiles } from './island-files';

/** Every island a page can carry (shared/islands/island-files.ts names each one's module). */
export type IslandName = keyof typeof islandFiles;

/**
 * When an island hydrates: `idle` once the page has painted and the browser is idle (the page counts as ready only
 * once these have), `interaction` on the first pointer or focus inside it (it works without JavaScript until then).
 * React's chunk is evaluated in one long task (about 240 ms on a slow phone), so an island whose first use can wait
 * for it hydrates on interaction: the forms and the help search keep what was typed (client/islands/typed-before-hydration.ts),
 * and Load More and the forms hold a first click until they have hydrated (client/islands/hold-clicks.ts). The pricing
 * slider and the event page's carousel stay `idle`: a slide of the range or a swipe before React arrived would be lost
 * (decision 0041).
 */
export type IslandLoad = 'idle' | 'interaction';
