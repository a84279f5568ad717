/**
 * Which path shows which page: one line per path, naming the page's folder
 * (shared/routes/<folder>/: its component and handle in page.tsx, its loader
 * and action in page.server.ts). Plain data that imports nothing, so anything
 * may read it without importing the pages back. The server's routes, the
 * sitemap, canonical redirects, links (`paths.pricing`), stylesheets and the
 * build's page chunks all come from here and from the folders.
 *
 * A line with a `name` is a page of the site's map: `paths[name]` links to it
 * and content/site.yaml's pageNames names it. Fixed paths are listed in the
 * sitemap in this order, unless `unlisted`. Paths with a parameter, the help
 * articles (whose paths are their files', content/articles/*.md) and the
 * not-found catch-all are matched, not listed. A `redirect` line sends an old
 * path that exists in the wild to its page.
 */
export const routeTable = [
  { name: 'home', path: '/', folder: 'home' },
  { name: 'pricing', path: '/pricing', folder: 'pricing' },
  { name: 'blog', path: '/blog', folder: 'blog' },
  { name: 'help', path: '/help', folder: 'help' },
  { name: 'submitRequest', path: '/submitRequest', folder: 'submit-request' },
  { name: 'privacyPolicy', path: '/privacy-policy', folder: 'legal' },
  { name: 'subscriptionAgreement', path: '/subscription-agreement', folder: 'legal' },
  { name: 'event', path: '/events/zoho-books-ahmedabad', folder: 'event' },
  { name: 'gettingStarted', path: '/getting-started', folder: 'getting-started' },
  { name: 'resources', path: '/resources', folder: 'resources' },
  { name: 'refund', path: '/refund', folder: 'refund' },
  { name: 'contact', path: '/contact', folder: 'contact' },
  { name: 'tools', path: '/tools', folder: 'tools' },
  { name: 'franchiseTax', path: '/tools/delaware-franchise-tax', folder: 'franchise-tax' },
  { name: 'reminders', path: '/tools/reminders', folder: 'reminders' },
  { name: 'complianceCalendar', path: '/tools/compliance-calendar', folder: 'compliance-calendar' },
  { name: 'changes', path: '/tools/changes', folder: 'changes' },
  { name: 'about', path: '/about', folder: 'about' },
  { name: 'book', path: '/book', folder: 'book' },
  // The five services, in the one order every list of them uses (their names are content/site.yaml's serviceNames).
  { path: '/usa-company-formation', folder: 'service' },
  { path: '/tax-return', folder: 'service' },
  { path: '/bookkeeping', folder: 'service' },
  { path: '/cfo-advisory', folder: 'service' },
  { path: '/zoho-advisory', folder: 'service' },
  { path: '/blog/:id', folder: 'blog-post' },
  // Reached only by the signed links in the reminders' e-mails: not pages of the site's map.
  { path: '/tools/reminders/confirm', folder: 'reminder-confirm', unlisted: true },
  { path: '/tools/reminders/unsubscribe', folder: 'reminder-unsubscribe', unlisted: true },
  // Reached only by the signed cancel link in a booking's mails.
  { path: '/book/cancel', folder: 'book-cancel', unlisted: true },
  { articles: true, folder: 'article' },
  { path: '*', folder: 'not-found' },
  // The short paths of the home page's old service cards.
  { path: '/usa', redirect: '/usa-company-formation' },
  { path: '/tax', redirect: '/tax-return' },
  { path: '/cfo', redirect: '/cfo-advisory' },
  { path: '/zoho', redirect: '/zoho-advisory' },
] as const;

export type RouteLine = (typeof routeTable)[number];

/** A line that shows a page (not a redirect). */
export type PageLine = Extract<RouteLine, { folder: string }>;

/** The name of a page folder in shared/routes/. */
export type RouteFolder = PageLine['folder'];
