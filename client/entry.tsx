import type { HydrationPayload } from '../shared/hydration';
import { afterFirstPaint, preloadModules } from './after-first-paint';
import { startChrome } from './chrome/start-chrome';
import { onLanding } from './chrome/landing';
import { readHydrationDataBlock } from './hydration-data-block';
import { loadIslands } from './islands/load-islands';

// The header's menus and the contact links answer from the first tap: installing their listeners costs nothing.
startChrome(document);

/**
 * All the page fetches before its first paint is this small module: on a slow
 * network the document (with its inline stylesheet) gets the bandwidth to
 * itself, and React and the page's modules are fetched together, in parallel,
 * once the page has painted (with the images it fetches first).
 */
afterFirstPaint(() => {
  const data = readHydrationDataBlock(document);
  if (!data) return;
  const payload = JSON.parse(data) as HydrationPayload;
  preloadModules(document, payload.preloads);
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
  // An island's root hydrating while the document's root was still hydrating around it left the document's React
  // handlers dead in Chromium (a photo's click followed its link); islands wait for the document until it is no longer hydrated.
  void import('./hydrate').then(({ hydrate }) => hydrate(data, payload)).then(() => loadIslands(document, payload.config));
});
