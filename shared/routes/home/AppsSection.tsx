import { apps as integratedApps, heading, lede } from '../../content/generated/apps';
import type { AppCategory, IntegratedApp } from '../../content/types';
import { AppLogo } from './AppLogo';

function byCategory(apps: readonly IntegratedApp[]): Array<[AppCategory, IntegratedApp[]]> {
  const groups = new Map<AppCategory, IntegratedApp[]>();
  for (const app of apps) groups.set(app.category, [...(groups.get(app.category) ?? []), app]);
  return [...groups];
}

export function AppsSection() {
  return (
    <section className="section" aria-labelledby="home-apps-title">
      <div className="container">
        <header className="home-section-head">
          <h2 id="home-apps-title">{heading}</h2>
          <p className="lede">{lede}</p>
        </header>
        <ul className="home-apps">
          {byCategory(integratedApps).map(([category, apps]) => (
            <li key={category} className="home-apps__group">
              <h3 className="home-apps__category">{category}</h3>
              <ul className="home-apps__list">
                {apps.map((app) => (
                  <li key={app.name}>
                    <AppLogo app={app} />
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
