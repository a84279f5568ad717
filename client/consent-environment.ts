import type { ConsentEnvironment } from '../shared/consent/consent-state';

/** localStorage, or null where the browser forbids it (reading the property itself can throw). */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The real browser's storage, Global Privacy Control signal and clock. */
export function browserConsentEnvironment(): ConsentEnvironment {
  // Not yet in TypeScript's DOM types. The same signal as the Sec-GPC request header, read here so cached pages never vary by it.
  const gpc = (navigator as Navigator & { globalPrivacyControl?: unknown }).globalPrivacyControl === true;
  return { storage: localStorageOrNull(), globalPrivacyControl: gpc, now: () => new Date() };
}
