import { usePageData, type LoaderArgs } from '../../page';
import { Link } from '../../components/links';
import { siteData } from '../../data/loader-data';
import type { ArticleSummary } from '../../data/site-data';
import { refund as refundIntro } from '../../content/generated/help';
import { ArticleLinks, articleLink } from './ArticleLinks';
import { ContactSupportPanel } from './ContactSupportPanel';
import { HubHeader } from './HubHeader';
import { hubHandle } from './hub-meta';
import { sectionsOf } from './sections';
import { paths } from '../../site-paths';

const path = paths.refund;

/** The refund and pricing articles, each listed by its short question and answer (hubTitle, hubText in its front matter). */
export async function loader({ context }: LoaderArgs): Promise<ArticleSummary[]> {
  const sections = sectionsOf(path);
  return (await siteData(context).listArticles()).filter((a) => sections.includes(a.section));
}

export const handle = hubHandle('RefundHubPage', refundIntro, path);

export function Component() {
  const articles = usePageData() as ArticleSummary[];
  return (
    <div className="container section help-hub">
      <HubHeader intro={refundIntro} path={path} />
      <ArticleLinks items={articles.map(articleLink)} />
      <p className="help-hub__aside">
        {refundIntro.pricingLink.lead} <Link to={paths.pricing}>{refundIntro.pricingLink.link}</Link>
      </p>
      <ContactSupportPanel />
    </div>
  );
}
