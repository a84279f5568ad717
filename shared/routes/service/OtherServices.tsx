import { Link } from '../../components/links';
import { labels, servicePages } from '../../content/generated/services';
import { serviceNames } from '../../content/generated/site';
import type { ServicePage } from '../../content/types';
import { inServiceOrder } from '../../site-paths';

/** Every service page leads on to the other four, so none is a dead end. */
export function OtherServices({ current, fill }: { current: ServicePage['path']; fill: (text: string) => string }) {
  return (
    <nav className="container section service-others" aria-labelledby="service-others-heading">
      <h2 id="service-others-heading">{labels.otherServices}</h2>
      <ul className="service-others__list">
        {inServiceOrder(servicePages, (s) => s.path)
          .filter((s) => s.path !== current)
          .map((s) => (
            <li key={s.path}>
              <Link to={s.path} className="service-others__link">
                <span className="service-others__name">{serviceNames[s.path]}</span>
                <span className="service-others__text">{fill(s.heading)}</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
