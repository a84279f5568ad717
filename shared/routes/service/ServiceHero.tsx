import { Link } from '../../components/links';
import type { ServicePage } from '../../content/types';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { GetInTouchLink } from '../../components/layout/GetInTouchLink';
import { labels } from '../../content/generated/services';
import { pageNames, serviceNames } from '../../content/generated/site';
import { paths } from '../../site-paths';

export function ServiceHero({ service, fill }: { service: ServicePage; fill: (text: string) => string }) {
  return (
    <section className="service-hero" aria-labelledby="service-heading">
      <div className="container">
        <Breadcrumbs items={[{ name: pageNames.home, path: paths.home }, { name: serviceNames[service.path] }]} />
        <p className="eyebrow">{fill(service.eyebrow)}</p>
        <h1 id="service-heading">{fill(service.heading)}</h1>
        <p className="lede">{fill(service.lede)}</p>
        <div className="service-hero__actions">
          <Link to={paths.pricing} className="button button--primary">
            {labels.seePlan}
          </Link>
          <GetInTouchLink className="button button--ghost" />
        </div>
      </div>
    </section>
  );
}
