import { Link } from '../../components/links';
import type { ServicePage } from '../../content/types';
import { Accordion } from '../../components/Accordion';
import { labels } from '../../content/generated/services';
import { paragraphs } from './service-content';
import { paths } from '../../site-paths';

export function ServiceFaq({ service, fill }: { service: ServicePage; fill: (text: string) => string }) {
  const items = service.faqs.map((faq) => ({
    title: fill(faq.question),
    content: paragraphs(fill(faq.answer)).map((p) => <p key={p}>{p}</p>),
  }));
  return (
    <section className="service-faq" aria-labelledby="service-faq-heading">
      <div className="container narrow">
        <h2 id="service-faq-heading">{fill(service.faqTitle)}</h2>
        <Accordion items={items} />
        <p className="service-faq__next">
          <Link to={paths.pricing} className="button button--primary">
            {labels.seePlan}
          </Link>
        </p>
      </div>
    </section>
  );
}
