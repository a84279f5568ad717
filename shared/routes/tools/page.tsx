import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/links';
import { disclaimer, heading, lede, meta, tools } from '../../content/generated/tools';
import { pageTitle } from '../../meta/build-head';
import { breadcrumbJsonLd } from '../../meta/json-ld';
import type { RouteHandle } from '../../meta/page-meta';
import { paths } from '../../site-paths';
import { pageNames } from '../../content/generated/site';
import { toolListJsonLd } from '../../tools/tool-json-ld';

const trail: [Required<Crumb>, Required<Crumb>] = [
  { name: pageNames.home, path: paths.home },
  { name: pageNames.tools, path: paths.tools },
];

export const handle: RouteHandle = {
  sheet: 'tools',
  meta: ({ config }) => ({
    title: pageTitle(meta.title, config),
    description: meta.description,
    path: paths.tools,
    jsonLd: [toolListJsonLd(config, tools), breadcrumbJsonLd(config, trail)],
  }),
};

/** /tools: every tool content/tools.yaml lists, each card one link (its title) stretched over the card. */
export function Component() {
  return (
    <div className="container section tools-hub">
      <header className="tool-intro">
        <Breadcrumbs items={[trail[0], { name: pageNames.tools }]} />
        <h1>{heading}</h1>
        <p className="lede">{lede}</p>
      </header>
      <ul className="tool-cards">
        {tools.map((tool) => (
          <li key={tool.path} className="tool-card">
            <Icon name={tool.icon} className="tool-card__icon" />
            <h2 className="tool-card__title">
              <Link to={tool.path} className="tool-card__link">
                {tool.title}
              </Link>
            </h2>
            <p className="tool-card__text">{tool.description}</p>
            <p className="tool-card__more" aria-hidden="true">
              {tool.linkText} →
            </p>
          </li>
        ))}
      </ul>
      <p className="tool-disclaimer">{disclaimer}</p>
    </div>
  );
}
