import type { HydrationPayload } from '../shared/hydration';
import { startAnalytics } from './analytics';
import { startAccordions } from './accordion';
import { afterFirstPaint } from './after-first-paint';
import { startBackToBlog } from './back-to-blog';
import { readHydrationDataBlock } from './hydration-data-block';
import { loadIslands } from './islands/load-islands';
import { startTypewriter } from './typewriter';

/**
 * All the page fetches before its first paint is this small module: on a slow
 * network the document (with its inline stylesheet) gets the bandwidth to
 * itself. The page is never rendered again in the browser; once it has painted,
 * analytics start (if configured and consented), the small behaviours that need
 * no React start, and its islands load when due, each fetching React and its own chunk then.
 */
afterFirstPaint(() => {
  const data = readHydrationDataBlock(document);
  if (!data) return;
  const payload = JSON.parse(data) as HydrationPayload;
  startAnalytics(payload.config.gaMeasurementId);
  startTypewriter(document);
  startAccordions(document);
  startBackToBlog();
  loadIslands(document, payload);
});
