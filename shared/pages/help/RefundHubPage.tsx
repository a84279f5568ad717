import { usePageData } from '../../page';
import { Link } from '../../components/links';
import type { ArticleSummary } from '../../data/site-data';
import { refund as refundIntro } from '../../content/generated/help';
import { ArticleLinks, articleLink } from './ArticleLinks';
import { ContactSupportPanel } from './ContactSupportPanel';
import { HubHeader } from './HubHeader';
import { hubHandle } from './hub-meta';
import { paths } from '../../site-paths';

const path = paths.refund;

export const handle = hubHandle(refundIntro, path);

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
