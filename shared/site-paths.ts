import type { PageName } from './pages/page-modules';
import { calendarFields } from './tools/calendar-inputs';

/**
 * Every page at a fixed path, in sitemap order, with the page module the route
 * table gives it and the query parameters it reads (the cache key keeps those
 * and no others). The route table, sitemap, canonical redirects, navigation,
 * footer and page links all read their paths from here, so a new page is one
 * line (with its module, and its name in content/site.yaml's pageNames).
 */
export const pages = {
  home: { path: '/', page: 'HomePage' },
  pricing: { path: '/pricing', page: 'PricingPage', query: ['step'] },
  blog: { path: '/blog', page: 'BlogListPage', query: ['page'] },
  help: { path: '/help', page: 'HelpPage', query: ['q'] },
  submitRequest: { path: '/submitRequest', page: 'SubmitRequestPage', query: ['sent', 'report'] },
  privacyPolicy: { path: '/privacy-policy', page: 'LegalPage' },
  subscriptionAgreement: { path: '/subscription-agreement', page: 'LegalPage' },
  event: { path: '/events/zoho-books-ahmedabad', page: 'EventPage' },
  gettingStarted: { path: '/getting-started', page: 'GettingStartedPage' },
  resources: { path: '/resources', page: 'ResourcesPage' },
  refund: { path: '/refund', page: 'RefundHubPage' },
  contact: { path: '/contact', page: 'ContactPage', query: ['sent', 'plan'] },
  tools: { path: '/tools', page: 'ToolsHubPage' },
  franchiseTax: { path: '/tools/delaware-franchise-tax', page: 'FranchiseTaxPage', query: ['authorized', 'par', 'class', 'issued', 'assets', 'filed', 'large'] },
  // It reads the calendar's inputs and ?sent=1 from its query, but answers no-store, so nothing is cached under a key that leaves them out.
  reminders: { path: '/tools/reminders', page: 'RemindersPage' },
  complianceCalendar: { path: '/tools/compliance-calendar', page: 'ComplianceCalendarPage', query: calendarFields },
  changes: { path: '/tools/changes', page: 'ChangesPage' },
} as const satisfies Record<string, { path: string; page: PageName; query?: readonly string[] }>;

export type PageKey = keyof typeof pages;

/**
 * The reminders' pages that only a signed link in an e-mail reaches: never
 * cached, never indexed, not in the sitemap, and their sign-up's JSON door.
 */
export const reminderPaths = {
  confirm: '/tools/reminders/confirm',
  unsubscribe: '/tools/reminders/unsubscribe',
  api: '/api/tools/reminders',
} as const;

/**
 * The pages whose handle says `no-store` whatever their query: every request
 * for one is a render, with or without a query string, so the per-client
 * budget of renders (server/http/query-miss-limit.server.ts) counts them even
 * without one. A test holds this list to the page modules' handles.
 */
export const uncachedPaths: readonly string[] = [pages.reminders.path, reminderPaths.confirm, reminderPaths.unsubscribe];

/**
 * The pages a signed link in an e-mail opens (?r&e&s): their query is the
 * link, not an input to explore, so they are outside the per-client query
 * budget (an office behind one address must still open its own links) and
 * have a limit of their own.
 */
export const signedLinkPaths: readonly string[] = [reminderPaths.confirm, reminderPaths.unsubscribe];

/**
 * The changelog's Atom feed (content/changes.yaml, as /tools/changes lists it):
 * not a page, but listed in the sitemap beside it and linked from its head.
 */
export const changesFeedPath = `${pages.changes.path}.xml`;

/** The path of each page by key: `paths.pricing` is '/pricing'. */
export const paths = Object.fromEntries(Object.entries(pages).map(([key, entry]) => [key, entry.path])) as { [K in PageKey]: (typeof pages)[K]['path'] };

/**
 * The five services, in the one order every list of them uses (the header's,
 * from the product description; their names are content/site.yaml's
 * serviceNames), with the short paths of the home page's old
 * service cards, which exist in the wild and redirect here.
 */
export const services = [
  { path: '/usa-company-formation', legacyPath: '/usa' },
  { path: '/tax-return', legacyPath: '/tax' },
  { path: '/bookkeeping', legacyPath: null },
  { path: '/cfo-advisory', legacyPath: '/cfo' },
  { path: '/zoho-advisory', legacyPath: '/zoho' },
] as const;

export type ServicePath = (typeof services)[number]['path'];

export const servicePaths: ServicePath[] = services.map((service) => service.path);

/** The tools' pages (every page under /tools/), which the hub may list. */
export const toolPaths: string[] = Object.values(pages)
  .map((entry) => entry.path)
  .filter((path) => path.startsWith(`${pages.tools.path}/`));

/** Every static page path of the route table, all listed in the sitemap (blog posts and help articles, which name their own paths in content/, aside). */
export const staticPaths: string[] = [...Object.values(pages).map((entry) => entry.path), ...servicePaths];

/** Old links from the home page's service cards that exist in the wild. */
export const legacyRedirects: Record<string, string> = Object.fromEntries(services.flatMap((service) => (service.legacyPath ? [[service.legacyPath, service.path]] : [])));

/** `items` (each tied to a service by `pathOf`) in the order of `services`. */
export function inServiceOrder<T>(items: readonly T[], pathOf: (item: T) => string): T[] {
  const rank = (item: T) => servicePaths.findIndex((path) => path === pathOf(item));
  return [...items].sort((a, b) => rank(a) - rank(b));
}
