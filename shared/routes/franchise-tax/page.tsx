import type { loader } from './page.server';
import { Link } from '../../components/links';
import { heading, help, lede, meta } from '../../content/generated/franchise-tax';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { usePageData, type RouteData } from '../../page';
import { paths } from '../../site-paths';
import { pageNames } from '../../content/generated/site';
import { ToolHeader } from '../../tools/ToolHeader';
import { toolTrail } from '../../tools/tool-trail';
import { FiguresList } from './FiguresList';
import { FranchiseTaxForm } from './FranchiseTaxForm';
import { FranchiseTaxResult } from './FranchiseTaxResult';
import { toolPageJsonLd, webApplicationJsonLd } from '../../tools/tool-json-ld';

const trail = toolTrail({ name: pageNames.franchiseTax, path: paths.franchiseTax });

/** Title, description and canonical do not depend on the inputs: an estimate is this page, not another. */
export const handle: RouteHandle<RouteData<typeof loader> | undefined> = {
  sheet: 'tools',
  meta: ({ config, data }) => ({
    title: pageTitle(meta.title, config),
    description: meta.description,
    path: paths.franchiseTax,
    jsonLd: toolPageJsonLd(config, webApplicationJsonLd(config, { name: heading, description: meta.description, path: paths.franchiseTax }), data?.byline ?? null, trail),
  }),
};

/** The estimate first when there is one (the answer a visitor came back for), then the form to change it. */
export function Component() {
  const data = usePageData<typeof loader>();
  return (
    <div className="container section tool">
      <ToolHeader trail={trail} heading={heading} lede={lede} byline={data.byline} />
      {data.estimate && data.resultPath ? <FranchiseTaxResult estimate={data.estimate} resultPath={data.resultPath} due={data.due} /> : null}
      <FranchiseTaxForm data={data} />
      <FiguresList />
      <section className="tools-panel" aria-labelledby="ft-help-heading">
        <div>
          <h2 id="ft-help-heading" className="tools-panel__heading">
            {help.heading}
          </h2>
          <p className="tools-panel__text">{help.text}</p>
        </div>
        <div className="tools-panel__actions">
          <Link to={help.servicePath} className="button button--primary">
            {help.service}
          </Link>
          <Link to={paths.contact} className="button button--secondary">
            {help.contact}
          </Link>
        </div>
      </section>
    </div>
  );
}
