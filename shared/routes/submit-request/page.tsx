import { pageNames } from '../../content/generated/site';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { breadcrumbJsonLd } from '../../meta/json-ld';
import { fillTokens, usePublicConfig } from '../../public-config';
import { Breadcrumbs, type Crumb } from '../../components/Breadcrumbs';
import { SupportQueryForm } from '../../forms/SupportQueryForm';
import { query as queryCopy } from '../../content/generated/forms';
import { useFormPageData } from '../../forms/form-page';
import { Island } from '../../islands/Island';
import { paths } from '../../site-paths';

const trail: [Required<Crumb>, Required<Crumb>] = [
  { name: pageNames.help, path: paths.help },
  { name: queryCopy.heading, path: paths.submitRequest },
];

export const handle: RouteHandle = {
  sheet: 'site',
  meta: ({ config }) => ({
    title: pageTitle(queryCopy.pageTitle, config),
    description: queryCopy.pageDescription,
    path: paths.submitRequest,
    jsonLd: [breadcrumbJsonLd(config, trail)],
  }),
};

/** /submitRequest: the Submit Query form, reached from the Help Center; works without JavaScript. */
export function Component() {
  const data = useFormPageData();
  const config = usePublicConfig();
  return (
    <div className="container section">
      <div className="narrow">
        <Breadcrumbs items={[trail[0], { name: queryCopy.heading }]} />
        <h1>{queryCopy.heading}</h1>
        <p className="lede">{fillTokens(queryCopy.intro, config)}</p>
        <div className="forms-card">
          <Island name="support-query-form" component={SupportQueryForm} props={{ initial: data }} load="interaction" holdsClicks />
        </div>
      </div>
    </div>
  );
}
