import { usePageData } from '../../page';
import type { ArticleSummary } from '../../data/site-data';
import { gettingStartedIntro } from '../../content/help-hub';
import { ArticleLinks } from './ArticleLinks';
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
      <ArticleLinks numbered items={articles.map((a) => ({ path: `/${a.slug}`, title: a.title, text: a.description }))} />
      <ContactSupportPanel />
    </div>
  );
}
