import { pageNames } from '../content/generated/site';
import type { Crumb } from '../components/Breadcrumbs';
import type { HubIntro } from '../content/types';
import { pageTitle } from '../meta/build-head';
import { breadcrumbJsonLd } from '../meta/json-ld';
import type { RouteHandle } from '../meta/page-meta';
import { paths } from '../site-paths';

/** Help Center > this hub, with paths, for the JSON-LD; the visible trail drops the last path. */
export function hubTrail(intro: HubIntro, path: string): [Required<Crumb>, Required<Crumb>] {
  return [
    { name: pageNames.help, path: paths.help },
    { name: intro.heading, path },
  ];
}

/** The handle of a hub page: its own title, description and canonical, and a breadcrumb matching the visible one. */
export function hubHandle(intro: HubIntro, path: string): RouteHandle {
  return {
    sheet: 'help',
    meta: ({ config }) => ({
      title: pageTitle(intro.metaTitle, config),
      description: intro.metaDescription,
      path,
      jsonLd: [breadcrumbJsonLd(config, hubTrail(intro, path))],
    }),
  };
}
