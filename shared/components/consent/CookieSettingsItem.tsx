import { consent as consentCopy } from '../../content/generated/site';
import { consentBannerId, cookieSettingsId } from '../../consent/consent-banner-ids';

/**
 * The footer list item whose button reopens the consent banner to change the
 * answer. Hidden in the HTML: client/chrome/consent-banner.ts shows it and
 * handles it; without JavaScript nothing is tracked and there is nothing to change.
 */
export function CookieSettingsItem() {
  return (
    <li hidden>
      <button type="button" id={cookieSettingsId} className="site-footer__button" aria-controls={consentBannerId} aria-expanded={false}>
        {consentCopy.settings}
      </button>
    </li>
  );
}
