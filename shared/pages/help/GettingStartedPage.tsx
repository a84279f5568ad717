import { usePageData, type LoaderArgs } from '../../page';
import { siteData } from '../../data/loader-data';
import type { ArticleSummary } from '../../data/site-data';
import { gettingStartedIntro } from '../../content/help-hub';
import { ArticleLinks } from './ArticleLinks';
import { ContactSupportPanel } from './ContactSupportPanel';
import { HubHeader } from './HubHeader';
import { hubHandle } from './hub-meta';
import { paths } from '../../site-paths';

const path = paths.gettingStarted;

/** The General articles, in their reading order (listArticles sorts by section, then order). */
export async function loader({ context }: LoaderArgs): Promise<ArticleSummary[]> {
  return (await siteData(context).listArticles()).filter((a) => a.section === 'general');
}

export const handle = hubHandle('GettingStartedPage', gettingStartedIntro, path);

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
