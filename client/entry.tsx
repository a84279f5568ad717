import type { HydrationPayload } from '../shared/hydration';
import { startAccordions } from './accordion';
import { afterFirstPaint } from './after-first-paint';
import { startBackToBlog } from './back-to-blog';
import { browserZoneOffThread, guessBookZone } from './chrome/book-zone';
import { startChrome } from './chrome/start-chrome';
import { onLanding } from './chrome/landing';
import { readHydrationDataBlock } from './hydration-data-block';
import { loadIslands } from './islands/load-islands';
import { startTypewriter } from './typewriter';

// The header's menus and the contact links answer from the first tap: installing their listeners costs nothing.
startChrome(document);

/**
 * All the page fetches before its first paint is this small module: on a slow
 * network the document (with its inline stylesheet) gets the bandwidth to
 * itself. The page is never rendered again in the browser; once it has painted,
 * analytics start (if configured and consented), the small behaviours that need
 * no React start, and its islands load when due, each fetching React and its group's chunks then.
 */
afterFirstPaint(() => {
  const data = readHydrationDataBlock(document);
  if (!data) return;
  const payload = JSON.parse(data) as HydrationPayload;
  const { gaMeasurementId } = payload.config;
  // Without a measurement id the landing's page view stays queued in the page, and is never sent anywhere.
  if (gaMeasurementId) {
    import('./chrome/consent-and-analytics').then(
      ({ startConsentAndAnalytics }) => startConsentAndAnalytics(document, gaMeasurementId),
      // Usually a new deploy replaced the chunk: the banner stays hidden and nothing is tracked.
      (error: unknown) => console.error('Could not load the consent banner', error),
    );
  }
  onLanding();
  startTypewriter(document);
  startAccordions(document);
  startBackToBlog();
  loadIslands(document, payload);
  void guessBookZone(document, () => browserZoneOffThread(payload.zoneWorker));
});
