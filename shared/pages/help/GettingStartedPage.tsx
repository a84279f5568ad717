import { usePageData, type LoaderArgs } from '../../page';
import { siteData } from '../../data/loader-data';
import type { ArticleSummary } from '../../data/site-data';
import { gettingStarted as gettingStartedIntro } from '../../content/generated/help';
import { sectionsOf } from './sections';
import { ArticleLinks, articleLink } from './ArticleLinks';
import { ContactSupportPanel } from './ContactSupportPanel';
import { HubHeader } from './HubHeader';
import { hubHandle } from './hub-meta';
import { paths } from '../../site-paths';

const path = paths.gettingStarted;

/** The hub's articles (its sections in content/help.yaml), in their reading order (listArticles sorts by section, then order). */
export async function loader({ context }: LoaderArgs): Promise<ArticleSummary[]> {
  const sections = sectionsOf(path);
  return (await siteData(context).listArticles()).filter((a) => sections.includes(a.section));
}

export const handle = hubHandle('GettingStartedPage', gettingStartedIntro, path);

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
