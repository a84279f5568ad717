import type { ServicePage } from '../../content/types';
import { Icon } from '../../components/Icon';
import { labels } from '../../content/generated/services';
import { RelatedTools } from '../../components/RelatedTools';

/** The three highlights, the "What's included" checklist and the free tools the service's file names. */
export function ServiceFeatures({ service, fill }: { service: ServicePage; fill: (text: string) => string }) {
  return (
    <div className="container section service-features">
      <section aria-labelledby="service-highlights">
        <h2 id="service-highlights" className="visually-hidden">
          {labels.highlights}
        </h2>
        <ul className="service-highlights">
          {service.highlights.map((h) => (
            <li key={h.title} className="service-highlight">
              <Icon name={h.icon} className="service-highlight__icon" size={28} />
              <h3 className="service-highlight__title">{fill(h.title)}</h3>
              <p>{fill(h.description)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="service-included" className="service-included">
        <h2 id="service-included">{labels.included}</h2>
        <ul className="service-included__list">
          {service.included.map((line) => (
            <li key={line}>
              <Icon name="check" size={20} className="service-included__icon" />
              {fill(line)}
            </li>
          ))}
        </ul>
      </section>
      <RelatedTools ids={service.tools} />
    </div>
  );
}
