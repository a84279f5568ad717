import type { signedLinkRoute } from './signed-link-route.server';
import { useActionData, usePageData, usePageLocation } from '../page';
import { Link } from '../components/links';
import { paths } from '../site-paths';

/** The signed-link pages' loader and action (page.server.ts of reminder-confirm, reminder-unsubscribe and book-cancel). */
type SignedLinkRoute = ReturnType<typeof signedLinkRoute>;

export interface SignedLinkCopy {
  heading: string;
  intro: string;
  button: string;
  doneHeading: string;
  doneText: string;
  invalidHeading: string;
  invalidText: string;
  /** A link back to the sign-up, for a link that no longer works. */
  again?: string;
  /** What a single-use link's page says once it was used (a cancelled booking). */
  alreadyHeading?: string;
  alreadyText?: string;
}

/**
 * A page a signed link in an e-mail opens: the GET shows a button and does
 * nothing else (mail scanners follow links); the button posts to the same
 * URL, link and all, and the page then says what it did.
 */
export function SignedLinkPage({ copy, againTo = paths.reminders }: { copy: SignedLinkCopy; againTo?: string }) {
  const loaded = usePageData<SignedLinkRoute['loader']>();
  const posted = useActionData<SignedLinkRoute['action']>();
  const location = usePageLocation();
  const state = posted?.state ?? loaded.state;
  return (
    <div className="container section forms-page">
      <section className="forms-card" aria-labelledby="signed-link-heading">
        {state === 'ready' ? (
          <>
            <h1 id="signed-link-heading" className="forms-card__heading">
              {copy.heading}
            </h1>
            <p>{copy.intro}</p>
            <form className="forms-form" method="post" action={`${location.pathname}${location.search}`}>
              <button type="submit" className="button button--primary forms-submit">
                {copy.button}
              </button>
            </form>
          </>
        ) : state === 'done' ? (
          <div role="status">
            <h1 id="signed-link-heading" className="forms-card__heading">
              {copy.doneHeading}
            </h1>
            <p>{copy.doneText}</p>
          </div>
        ) : state === 'already' && copy.alreadyHeading ? (
          <div role="status">
            <h1 id="signed-link-heading" className="forms-card__heading">
              {copy.alreadyHeading}
            </h1>
            <p>{copy.alreadyText}</p>
            {copy.again ? (
              <p>
                <Link to={againTo}>{copy.again}</Link>
              </p>
            ) : null}
          </div>
        ) : (
          <>
            <h1 id="signed-link-heading" className="forms-card__heading">
              {copy.invalidHeading}
            </h1>
            <p>{copy.invalidText}</p>
            {copy.again ? (
              <p>
                <Link to={againTo}>{copy.again}</Link>
              </p>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}
