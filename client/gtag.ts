declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export type Gtag = (...args: unknown[]) => void;

/** Consent Mode v2's four signals, every one denied until the visitor answers. */
export const deniedByDefault = { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' } as const;

/**
 * Google's data layer and gtag function, with every consent signal denied
 * before anything else is queued. This only fills an array in the page: no
 * request is made until loadGtagScript runs.
 */
export function installGtag(measurementId: string): Gtag {
  window.dataLayer ??= [];
  const gtag: Gtag = function gtag() {
    // Google's snippet, kept as it is: gtag.js takes an Arguments object in the data layer for a command and an
    // array for data, so gtag pushes its own arguments object and cannot take a rest parameter.
    // eslint-disable-next-line prefer-rest-params -- gtag.js needs the Arguments object itself (see above)
    (window.dataLayer ??= []).push(arguments);
  };
  window.gtag = gtag;
  gtag('consent', 'default', deniedByDefault);
  gtag('js', new Date());
  // Automatic page views are off: each page reports its own view (shared/analytics.ts), with the path the visitor asked for.
  gtag('config', measurementId, { send_page_view: false });
  return gtag;
}

/** Fetches gtag.js when the browser is idle, so it never competes with the page for the network or the main thread. */
export function loadGtagScript(measurementId: string): void {
  const load = () => {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
    document.head.appendChild(script);
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
}
