import { isBannerShown } from '../../shared/consent/banner-shown';
import { consentBannerId, cookieSettingsId } from '../../shared/consent/consent-banner-ids';
import type { ConsentChoice } from '../../shared/consent/consent-choice';
import { chooseConsent, closeConsentSettings, consentStore, openConsentSettings } from '../../shared/consent/consent-state';
import { reserveSpaceFor } from './reserved-space';

/**
 * The consent banner and the footer's Cookie settings (shared/components/consent/, server-rendered hidden): shows the
 * banner while the store (shared/consent/consent-state.ts) says so, with the wording that applies, and handles their
 * buttons. Plain DOM code, so a page needs no React for it. Returns what stops it (for tests).
 */
export function startConsentBanner(doc: Document): () => void {
  const banner = doc.getElementById(consentBannerId);
  const settings = doc.getElementById(cookieSettingsId);
  if (!banner) return () => {};
  let releaseSpace: (() => void) | null = null;
  let settingsWereOpen = false;

  /**
   * After an answer the banner hides, taking focus with it: from Cookie settings focus goes back to that button;
   * on a first visit, to the page's content, where the visitor was headed.
   */
  const moveFocusAfter = () => {
    const target = consentStore.get().settingsOpen ? settings : doc.getElementById('main');
    target?.focus({ preventScroll: true });
  };

  const show = () => {
    const state = consentStore.get();
    const shown = isBannerShown(state);
    for (const part of banner.querySelectorAll<HTMLElement>('[data-consent-for]')) part.hidden = (part.dataset.consentFor === 'gpc') !== (state.status === 'gpc');
    banner.hidden = !shown;
    if (shown && !releaseSpace) releaseSpace = reserveSpaceFor(banner);
    if (!shown && releaseSpace) {
      releaseSpace();
      releaseSpace = null;
    }
    if (settings) {
      settings.setAttribute('aria-expanded', String(shown));
      // Nothing to change until the browser has decided where the question stands.
      if (settings.parentElement) settings.parentElement.hidden = state.status === 'unknown';
    }
    // Opened from Cookie settings: focus moves into the banner, so keyboard and screen-reader users land on the question.
    if (state.settingsOpen && !settingsWereOpen) banner.focus();
    settingsWereOpen = state.settingsOpen;
  };

  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLElement>('button');
    if (!button) return;
    const choice = button.dataset.consentChoice as ConsentChoice | undefined;
    if (!choice && !('consentClose' in button.dataset)) return;
    moveFocusAfter();
    if (choice) chooseConsent(choice);
    else closeConsentSettings();
  });
  banner.addEventListener('keydown', (event) => {
    // Escape leaves Cookie settings unchanged; a first visit's question has no "later", only its two answers.
    if (event.key === 'Escape' && consentStore.get().settingsOpen) {
      event.preventDefault();
      moveFocusAfter();
      closeConsentSettings();
    }
  });
  settings?.addEventListener('click', openConsentSettings);

  const stop = consentStore.subscribe(show);
  show();
  return stop;
}
