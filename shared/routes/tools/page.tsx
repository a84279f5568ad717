import type { loader } from './page.server';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/links';
import { heading, lede, meta, tools } from '../../content/generated/tools';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { usePageData, type RouteData } from '../../page';
import { paths } from '../../site-paths';
import { itemListJsonLd, toolPageJsonLd } from '../../tools/tool-json-ld';
import { ToolHeader } from '../../tools/ToolHeader';
import { toolTrail } from '../../tools/tool-trail';

const trail = toolTrail();

export const handle: RouteHandle<RouteData<typeof loader> | undefined> = {
  sheet: 'tools',
  meta: ({ config, data }) => ({
    title: pageTitle(meta.title, config),
    description: meta.description,
    path: paths.tools,
    jsonLd: toolPageJsonLd(config, itemListJsonLd(config, tools), data?.byline ?? null, trail),
  }),
};

/** /tools: every tool content/tools.yaml lists, each card one link (its title) stretched over the card. */
export function Component() {
  const data = usePageData<typeof loader>();
  return (
    <div className="container section tools-hub">
      <ToolHeader trail={trail} heading={heading} lede={lede} byline={data.byline} />
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
    </div>
  );
}
