import type { ConsentState } from './consent-state';

/** The banner shows while there is no answer, and again when the visitor opens Cookie settings. */
export function isBannerShown({ status, settingsOpen }: ConsentState): boolean {
  return status === 'ask' || (settingsOpen && status !== 'unknown');
}
