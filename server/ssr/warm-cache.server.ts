import type { Logger } from 'pino';
import { capture } from '../../shared/text/capture';

export interface WarmOptions {
  /** Pages rendered at once: low, so visitors arriving during start-up are not held up. */
  concurrency?: number;
  /** At most this many pages from the sitemap. */
  limit?: number;
}

/**
 * Renders the pages the sitemap lists, through the server's own front door,
 * right after it starts listening: the first visitor to each page after a
 * deploy gets it from memory instead of waiting for a render. Failures (an API
 * host that is down) are logged and left for the first real request to retry.
 */
export async function warmPageCache(origin: string, logger: Logger, opts: WarmOptions = {}): Promise<{ warmed: number; failed: number }> {
  const started = Date.now();
  let paths: string[];
  try {
    const sitemap = await (await fetch(`${origin}/sitemap.xml`, { signal: AbortSignal.timeout(30_000) })).text();
    paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(capture(m, 1)).pathname).slice(0, opts.limit ?? 200);
  } catch (error) {
    logger.warn({ err: error }, 'page cache not warmed: the sitemap could not be read');
    return { warmed: 0, failed: 0 };
  }
  let warmed = 0;
  let failed = 0;
  const queue = [...paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      try {
        const res = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'br' }, signal: AbortSignal.timeout(30_000) });
        await res.arrayBuffer();
        if (res.ok) warmed++;
        else failed++;
      } catch {
        failed++;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.concurrency ?? 2 }, worker));
  logger.info({ warmed, failed, ms: Date.now() - started }, 'page cache warmed from the sitemap');
  return { warmed, failed };
}
