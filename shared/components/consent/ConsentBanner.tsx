import { consent as consentCopy } from '../../content/generated/site';
import { consentBannerId } from '../../consent/consent-banner-ids';
import { paths } from '../../site-paths';
import { Link } from '../links';

const headingId = 'consent-heading';

/**
 * The analytics question, asked by a banner fixed to the foot of the window:
 * not modal, so the site stays usable without answering. It is in every page's
 * HTML, hidden, because the page is cached and shared by every visitor, with
 * both wordings (a browser that sends Global Privacy Control is told why there
 * is nothing to accept); client/chrome/consent-banner.ts, plain DOM code, shows
 * it and the wording that applies, and handles its buttons. Without JavaScript
 * it stays hidden, and nothing is tracked, so there is nothing to ask.
 */
export function ConsentBanner() {
  return (
    <section id={consentBannerId} className="consent-banner" aria-labelledby={headingId} tabIndex={-1} hidden>
      <div className="container consent-banner__inner">
        <div>
          <h2 id={headingId} className="consent-banner__heading">
            {consentCopy.heading}
          </h2>
          <p className="consent-banner__text">
            <span data-consent-for="ask">{consentCopy.text}</span>
            <span data-consent-for="gpc" hidden>
              {consentCopy.gpcText}
            </span>{' '}
            <Link to={paths.privacyPolicy}>{consentCopy.policyLink}</Link>
          </p>
        </div>
        <div className="consent-banner__actions">
          {/* One style for both answers: refusing is exactly as easy to see and press as accepting. */}
          <button type="button" className="button button--secondary" data-consent-for="ask" data-consent-choice="granted">
            {consentCopy.accept}
          </button>
          <button type="button" className="button button--secondary" data-consent-for="ask" data-consent-choice="denied">
            {consentCopy.reject}
          </button>
          <button type="button" className="button button--secondary" data-consent-for="gpc" data-consent-close="" hidden>
            {consentCopy.close}
          </button>
        </div>
      </div>
    </section>
  );
}
