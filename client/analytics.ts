import { setPageViewSink } from '../shared/analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * GA4, loaded after hydration and only when a measurement id is configured.
 * Automatic page views are off: the router reports each path change itself.
 */
export function startAnalytics(measurementId: string | undefined): void {
  if (!measurementId) {
    setPageViewSink(() => {});
    return;
  }
  window.dataLayer ??= [];
  window.gtag = function gtag() {
    // Google's snippet, kept as it is: gtag.js takes an Arguments object in the data layer for a command and an
    // array for data, so gtag pushes its own arguments object and cannot take a rest parameter.
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself (see above)
    (window.dataLayer ??= []).push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, { send_page_view: false });
  setPageViewSink((path) => window.gtag?.('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title }));
  const load = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}
