import type { PublicConfig } from './public-config';

/**
 * The JSON data block the server embeds in every page and the browser entry (client/entry.tsx) reads: all the browser
 * needs for analytics and the page's islands. The page itself is never rendered in the browser, so its data is not here.
 */
export interface HydrationPayload {
  config: PublicConfig;
  /** The icon sprite's address, for the icons inside islands. */
  iconsHref: string;
  /** The chunks every island hydrates with (client/islands/hydrate-island.tsx and React), preloaded when the first island is due. */
  hydrator: string[];
  /** The worker that tells /book the browser's time zone off the page's thread (client/workers/browser-zone.worker.ts). */
  zoneWorker: string;
}
