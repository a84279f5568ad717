import { confirm as copy, rules } from '../../content/generated/reminders';
import { fillSlots } from '../../format/fill-slots';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { reminderPaths } from '../../site-paths';
import { leadDaysInWords } from '../../tools/lead-days';
import { SignedLinkPage } from '../../tools/SignedLinkPage';

export const handle: RouteHandle = {
  sheet: 'site',
  // Its query is the link in the e-mail, not an input to explore: outside the per-client query budget, with a limit of its own.
  signedLink: true,
  meta: ({ config }) => ({
    title: pageTitle(copy.pageTitle, config),
    description: fillSlots(copy.intro, { days: String(rules.unconfirmedDays) }),
    path: reminderPaths.confirm,
    noindex: true,
  }),
  cache: 'no-store',
};

/** The confirmation link's page: a button that confirms (a POST), never the GET itself. */
export function Component() {
  return (
    <SignedLinkPage
      copy={{
        ...copy,
        intro: fillSlots(copy.intro, { days: String(rules.unconfirmedDays) }),
        doneText: fillSlots(copy.doneText, { leadDays: leadDaysInWords(rules.leadDays) }),
        again: copy.signUpAgain,
      }}
    />
  );
}
