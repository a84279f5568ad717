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

export const servicePaths = [
  '/usa-company-formation',
  '/tax-return',
  '/bookkeeping',
  '/cfo-advisory',
  '/zoho-advisory',
] as const;
