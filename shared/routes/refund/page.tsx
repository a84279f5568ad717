import type { loader } from './page.server';
import { usePageData } from '../../page';
import { Link } from '../../components/links';
import { refund as refundIntro } from '../../content/generated/help';
import { ArticleLinks, articleLink } from '../../help/ArticleLinks';
import { ContactSupportPanel } from '../../help/ContactSupportPanel';
import { HubHeader } from '../../help/HubHeader';
import { hubHandle } from '../../help/hub-meta';
import { paths } from '../../site-paths';

const path = paths.refund;

export const handle = hubHandle(refundIntro, path);

export function Component() {
  const articles = usePageData<typeof loader>();
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
