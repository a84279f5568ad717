import { useEffect, useRef, type KeyboardEvent } from 'react';
import { chooseConsent, closeConsentSettings, type ConsentState } from '../../consent/consent-state';
import type { ConsentChoice } from '../../consent/consent-choice';
import { consent as consentCopy } from '../../content/generated/site';
import { paths } from '../../site-paths';
import { Link } from '../links';
import { consentBannerId, cookieSettingsId, isBannerShown, useConsent } from './use-consent';
import { useReservedSpace } from './use-reserved-space';

const headingId = 'consent-heading';

/**
 * After an answer the banner hides, taking focus with it: from Cookie
 * settings focus goes back to that button; on a first visit, to the page's
 * content, where the visitor was headed.
 */
function moveFocusAfter(state: ConsentState): void {
  const target = state.settingsOpen ? document.getElementById(cookieSettingsId) : document.getElementById('main');
  target?.focus({ preventScroll: true });
}

/**
 * The analytics question, asked by a banner fixed to the foot of the window:
 * not modal, so the site stays usable without answering. It is in every page's
 * HTML, hidden, because the page is cached and shared by every visitor; the
 * browser decides whether to show it (use-consent.ts). Without JavaScript it
 * stays hidden, and nothing is tracked, so there is nothing to ask.
 */
export function ConsentBanner() {
  const state = useConsent();
  const shown = isBannerShown(state);
  const region = useRef<HTMLElement>(null);
  useReservedSpace(region, shown);

  // Opened from Cookie settings: focus moves into the banner, so keyboard and screen-reader users land on the question.
  useEffect(() => {
    if (state.settingsOpen) region.current?.focus();
  }, [state.settingsOpen]);

  const choose = (choice: ConsentChoice) => {
    moveFocusAfter(state);
    chooseConsent(choice);
  };
  const close = () => {
    moveFocusAfter(state);
    closeConsentSettings();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Escape leaves Cookie settings unchanged; a first visit's question has no "later", only its two answers.
    if (event.key === 'Escape' && state.settingsOpen) {
      event.preventDefault();
      close();
    }
  };

  const gpc = state.status === 'gpc';
  return (
    <section id={consentBannerId} ref={region} className="consent-banner" aria-labelledby={headingId} tabIndex={-1} hidden={!shown} onKeyDown={onKeyDown}>
      <div className="container consent-banner__inner">
        <div>
          <h2 id={headingId} className="consent-banner__heading">
            {consentCopy.heading}
          </h2>
          <p className="consent-banner__text">
            {gpc ? consentCopy.gpcText : consentCopy.text} <Link to={paths.privacyPolicy}>{consentCopy.policyLink}</Link>
          </p>
        </div>
        <div className="consent-banner__actions">
          {gpc ? (
            <button type="button" className="button button--secondary" onClick={close}>
              {consentCopy.close}
            </button>
          ) : (
            <>
              {/* One style for both answers: refusing is exactly as easy to see and press as accepting. */}
              <button type="button" className="button button--secondary" onClick={() => choose('granted')}>
                {consentCopy.accept}
              </button>
              <button type="button" className="button button--secondary" onClick={() => choose('denied')}>
                {consentCopy.reject}
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
