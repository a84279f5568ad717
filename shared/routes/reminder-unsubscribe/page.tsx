import { unsubscribe as copy } from '../../content/generated/reminders';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { reminderPaths } from '../../site-paths';
import { SignedLinkPage } from '../../tools/SignedLinkPage';

export const handle: RouteHandle = {
  sheet: 'site',
  // Its query is the link in the e-mail, not an input to explore: outside the per-client query budget, with a limit of its own.
  signedLink: true,
  meta: ({ config }) => ({ title: pageTitle(copy.pageTitle, config), description: copy.intro, path: reminderPaths.unsubscribe, noindex: true }),
  cache: 'no-store',
};

/** The unsubscribe page every reminder links to: its button, like a mail client's one-click POST, deletes the address and its details at once. */
export function Component() {
  return <SignedLinkPage copy={copy} />;
}
