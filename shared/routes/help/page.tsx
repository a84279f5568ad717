import type { loader } from './page.server';
import { useId } from 'react';
import { usePageData } from '../../page';
import { help as helpIntro } from '../../content/generated/help';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { ContactSupportPanel } from '../../help/ContactSupportPanel';
import { HubCards } from './HubCards';
import { ToolsPanel } from '../../components/ToolsPanel';
import { SearchForm } from './SearchForm';
import { SearchResults } from './SearchResults';
import { useHelpSearch } from './use-help-search';
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
  const data = usePageData<typeof loader>();
  const search = useHelpSearch(data);
  const resultsId = useId();
  return (
    <>
      <div className="help-hero">
        <div className="container">
          <h1>{helpIntro.heading}</h1>
          <p className="lede">{helpIntro.lede}</p>
          <SearchForm state={search} resultsId={resultsId} />
        </div>
      </div>
      <div className="container help-page">
        <SearchResults state={search} id={resultsId} />
        <HubCards counts={data.counts} />
        <ToolsPanel />
        <ContactSupportPanel />
      </div>
    </>
  );
}
