import type { ArticleSection } from './article-paths';
import { paths } from '../site-paths';

/** How the help center groups its articles, and where each group's breadcrumb points. */
export const helpSections: Record<ArticleSection, { title: string; hub: { name: string; path: string } }> = {
  general: { title: 'Getting Started', hub: { name: 'Getting Started', path: paths.gettingStarted } },
  'company-type': { title: 'Company Type', hub: { name: 'Resources', path: paths.resources } },
  'state-of-incorporation': { title: 'State of Incorporation', hub: { name: 'Resources', path: paths.resources } },
  'restrictions-and-requirements': { title: 'Restrictions and Requirements', hub: { name: 'Resources', path: paths.resources } },
  'company-name': { title: 'Company Name', hub: { name: 'Resources', path: paths.resources } },
  refund: { title: 'Refund and Pricing', hub: { name: 'Refund and Pricing', path: paths.refund } },
};

/** The four categories of the Resources page, in the order it lists them. */
export const resourceCategories = ['company-type', 'state-of-incorporation', 'restrictions-and-requirements', 'company-name'] as const satisfies readonly ArticleSection[];

export type ResourceCategory = (typeof resourceCategories)[number];
