/** Every island a page can carry; client/islands/island-modules.ts maps each to the chunk that hydrates it. */
export type IslandName = 'pricing-tiers' | 'contact-dialog';

/**
 * When an island hydrates: `idle` once the page has painted and the browser is idle (the page counts as ready only
 * once these have), `interaction` on the first pointer or focus inside it (it works without JavaScript until then).
 */
export type IslandLoad = 'idle' | 'interaction';
