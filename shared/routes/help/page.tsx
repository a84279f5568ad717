import type { loader } from './page.server';
import { usePageData, usePageLocation } from '../../page';
import { help as helpIntro } from '../../content/generated/help';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { ContactSupportPanel } from '../../help/ContactSupportPanel';
import { HubCards } from './HubCards';
import { ToolsPanel } from '../../components/ToolsPanel';
import { HelpSearch } from './HelpSearch';
import { Island } from '../../islands/Island';
import { paths } from '../../site-paths';

/** Title, description and canonical do not depend on ?q=: a results view is the help center, not another page. */
export const handle: RouteHandle = {
  sheet: 'help',
  meta: ({ config }) => ({
    title: pageTitle(helpIntro.metaTitle, config),
    description: helpIntro.metaDescription,
    path: paths.help,
  }),
};

export function Component() {
  const { counts, ...initial } = usePageData<typeof loader>();
  return (
    <>
      <Island name="help-search" component={HelpSearch} props={{ initial, location: usePageLocation() }} load="interaction" />
      <div className="container help-page help-page--after-search">
        <HubCards counts={counts} />
        <ToolsPanel />
        <ContactSupportPanel />
      </div>
    </>
  );
}
