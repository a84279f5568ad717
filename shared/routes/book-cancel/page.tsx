import type { action, loader } from './page.server';
import { cancel as copy } from '../../content/generated/booking';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { bookingPaths, paths } from '../../site-paths';
import { SignedLinkPage } from '../../tools/SignedLinkPage';
import { useActionData, usePageData } from '../../page';

export const handle: RouteHandle = {
  sheet: 'site',
  // Its query is the link in the e-mail: outside the per-client query budget, with a limit of its own.
  signedLink: true,
  meta: ({ config }) => ({ title: pageTitle(copy.pageTitle, config), description: copy.pageDescription, path: bookingPaths.cancel, noindex: true }),
  cache: 'no-store',
};

/** The page a booking's cancel link opens: its button cancels the call and frees the slot (and, with mail, tells both sides). */
export function Component() {
  const loaded = usePageData<typeof loader>();
  const posted = useActionData<typeof action>();
  const mailed = (posted ?? loaded).mailed;
  return <SignedLinkPage copy={mailed ? copy : { ...copy, ...copy.withoutMail }} againTo={paths.book} />;
}
