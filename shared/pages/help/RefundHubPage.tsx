import { Link } from '../../components/links';
import { refundFaqs, refundIntro, refundPricingLink } from '../../content/help-hub';
import { ArticleLinks } from './ArticleLinks';
import { ContactSupportPanel } from './ContactSupportPanel';
import { HubHeader } from './HubHeader';
import { hubHandle } from './hub-meta';
import { paths } from '../../site-paths';

const path = paths.refund;

export const handle = hubHandle(refundIntro, path);

export function Component() {
  return (
    <div className="container section help-hub">
      <HubHeader intro={refundIntro} path={path} />
      <ArticleLinks items={refundFaqs.map((faq) => ({ path: `/${faq.slug}`, title: faq.question, text: faq.answer }))} />
      <p className="help-hub__aside">
        {refundPricingLink.lead} <Link to={paths.pricing}>{refundPricingLink.link}</Link>
      </p>
      <ContactSupportPanel />
    </div>
  );
}
