import { useSyncExternalStore } from 'react';
import { consentStore, serverConsentState, type ConsentState } from '../../consent/consent-state';

/**
 * Where the analytics question stands. The server and hydration see
 * "unknown" (the banner hidden), so one cached page serves every visitor; the
 * browser's answer arrives in the render right after hydration.
 */
export function useConsent(): ConsentState {
  return useSyncExternalStore(consentStore.subscribe, consentStore.get, () => serverConsentState);
}

/** The banner shows while there is no answer, and again when the visitor opens Cookie settings. */
export function isBannerShown({ status, settingsOpen }: ConsentState): boolean {
  return status === 'ask' || (settingsOpen && status !== 'unknown');
}

/** The footer button that reopens the banner, where focus goes back to once the banner closes. */
export const cookieSettingsId = 'cookie-settings';
export const consentBannerId = 'consent-banner';
