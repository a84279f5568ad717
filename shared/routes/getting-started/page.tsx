import type { loader } from './page.server';
import { usePageData } from '../../page';
import { gettingStarted as gettingStartedIntro } from '../../content/generated/help';
import { ArticleLinks, articleLink } from '../../help/ArticleLinks';
import { ContactSupportPanel } from '../../help/ContactSupportPanel';
import { HubHeader } from '../../help/HubHeader';
import { hubHandle } from '../../help/hub-meta';
import { paths } from '../../site-paths';

const path = paths.gettingStarted;

export const handle = hubHandle(gettingStartedIntro, path);

export function Component() {
  const articles = usePageData<typeof loader>();
  return (
    <div className="container section help-hub">
      <HubHeader intro={gettingStartedIntro} path={path} />
      <ArticleLinks numbered items={articles.map(articleLink)} />
      <ContactSupportPanel />
    </div>
  );
}
