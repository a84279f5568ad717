import type { islandFiles } from './island-files';

/** Every island a page can carry (shared/islands/island-files.ts names each one's module). */
export type IslandName = keyof typeof islandFiles;

/**
 * When an island hydrates: `idle` once the page has painted and the browser is idle (the page counts as ready only
 * once these have), `interaction` on the first pointer or focus inside it (it works without JavaScript until then).
 */
export type IslandLoad = 'idle' | 'interaction';
