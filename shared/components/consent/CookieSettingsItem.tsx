import { openConsentSettings } from '../../consent/consent-state';
import { consent as consentCopy } from '../../content/generated/site';
import { useHydrated } from '../use-hydrated';
import { consentBannerId, cookieSettingsId, isBannerShown, useConsent } from './use-consent';

/**
 * The footer list item whose button reopens the consent banner to change the
 * answer. Hidden until the page has hydrated: without JavaScript nothing is
 * tracked and there is nothing to change.
 */
export function CookieSettingsItem() {
  const hydrated = useHydrated();
  const shown = isBannerShown(useConsent());
  return (
    <li hidden={!hydrated}>
      <button type="button" id={cookieSettingsId} className="site-footer__button" aria-controls={consentBannerId} aria-expanded={shown} onClick={openConsentSettings}>
        {consentCopy.settings}
      </button>
    </li>
  );
}
