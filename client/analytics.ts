import { setPageViewSink } from '../shared/analytics';
import { consentStore, startConsent, type ConsentEnvironment } from '../shared/consent/consent-state';
import { deleteAnalyticsCookies } from './analytics-cookies';
import { browserConsentEnvironment } from './consent-environment';
import { installGtag, loadGtagScript } from './gtag';

/**
 * GA4, only when a measurement id is configured and only once the visitor has
 * accepted: until then page views wait in the page (shared/analytics.ts) and
 * nothing is fetched from Google. A refusal, or Global Privacy Control, drops
 * them and deletes Google's cookies. Returns a function that stops listening (for tests).
 */
export function startAnalytics(measurementId: string | undefined, env: ConsentEnvironment = browserConsentEnvironment()): () => void {
  if (!measurementId) {
    setPageViewSink(() => {});
    return () => {};
  }
  const gtag = installGtag(measurementId);
  let granted = false;
  let scriptRequested = false;

  const follow = () => {
    const { status } = consentStore.get();
    if (status === 'granted' && !granted) {
      granted = true;
      // Advertising signals stay denied: the banner asks about analytics only, and the firm runs no Google ads.
      gtag('consent', 'update', { analytics_storage: 'granted' });
      setPageViewSink((view) => gtag('event', 'page_view', { page_path: view.path, page_location: view.location, page_title: view.title }));
      if (!scriptRequested) loadGtagScript(measurementId);
      scriptRequested = true;
    } else if (status === 'denied' || status === 'gpc') {
      if (granted) gtag('consent', 'update', { analytics_storage: 'denied' });
      granted = false;
      setPageViewSink(() => {});
      deleteAnalyticsCookies();
    }
    // 'ask': page views stay queued until the visitor answers.
  };
  const stop = consentStore.subscribe(follow);
  startConsent(env);
  return stop;
}
