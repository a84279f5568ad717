import { usePageData } from '../../page';
import type { ArticleSummary } from '../../data/site-data';
import { gettingStarted as gettingStartedIntro } from '../../content/generated/help';
import { ArticleLinks, articleLink } from './ArticleLinks';
import { ContactSupportPanel } from './ContactSupportPanel';
import { HubHeader } from './HubHeader';
import { hubHandle } from './hub-meta';
import { paths } from '../../site-paths';

const path = paths.gettingStarted;

export const handle = hubHandle(gettingStartedIntro, path);

export function Component() {
  const articles = usePageData() as ArticleSummary[];
  return (
    <div className="container section help-hub">
      <HubHeader intro={gettingStartedIntro} path={path} />
      <ArticleLinks numbered items={articles.map(articleLink)} />
      <ContactSupportPanel />
    </div>
  );
}
