import { articleSlugs } from './content/article-paths';

/** Every static page path of the route table (blog posts and articles aside). */
export const staticPaths = [
  '/',
  '/pricing',
  '/bookkeeping',
  '/cfo-advisory',
  '/zoho-advisory',
  '/tax-return',
  '/usa-company-formation',
  '/blog',
  '/help',
  '/submitRequest',
  '/privacy-policy',
  '/subscription-agreement',
  '/events/zoho-books-ahmedabad',
  '/getting-started',
  '/resources',
  '/refund',
] as const;

export const articlePaths = articleSlugs.map((slug) => `/${slug}`);

/** Old links from the home page's service cards that exist in the wild. */
export const legacyRedirects: Record<string, string> = {
  '/tax': '/tax-return',
  '/usa': '/usa-company-formation',
  '/cfo': '/cfo-advisory',
  '/zoho': '/zoho-advisory',
};

/** Indexable pages the site adds to the product's route table. */
export const utilityPaths = ['/contact'] as const;

/** The five services, in the one order every list of them uses (the header's, from the product description). */
export const services = [
  { path: '/usa-company-formation', name: 'USA Company Formation' },
  { path: '/tax-return', name: 'Tax Return' },
  { path: '/bookkeeping', name: 'Bookkeeping' },
  { path: '/cfo-advisory', name: 'CFO Advisory' },
  { path: '/zoho-advisory', name: 'Zoho Advisory' },
] as const;

export const servicePaths = services.map((service) => service.path);

/** `items` (each tied to a service by `pathOf`) in the order of `services`. */
export function inServiceOrder<T>(items: readonly T[], pathOf: (item: T) => string): T[] {
  const rank = (item: T) => servicePaths.findIndex((path) => path === pathOf(item));
  return [...items].sort((a, b) => rank(a) - rank(b));
}
