import type { PageName } from './pages/page-modules';
import { calendarFields } from './tools/calendar-inputs';

/**
 * Every page at a fixed path, in sitemap order, with the page module the route
 * table gives it, the name links and breadcrumbs show, and the query parameters
 * it reads (the cache key keeps those and no others). The route table,
 * sitemap, canonical redirects, navigation, footer and page links all read
 * their paths from here, so a new page is one line (and its module).
 */
export const pages = {
  home: { path: '/', page: 'HomePage', label: 'Home' },
  pricing: { path: '/pricing', page: 'PricingPage', label: 'Pricing', query: ['step'] },
  blog: { path: '/blog', page: 'BlogListPage', label: 'Blog', query: ['page'] },
  help: { path: '/help', page: 'HelpPage', label: 'Help Center', query: ['q'] },
  submitRequest: { path: '/submitRequest', page: 'SubmitRequestPage', label: 'Submit a request', query: ['sent'] },
  privacyPolicy: { path: '/privacy-policy', page: 'LegalPage', label: 'Privacy Policy' },
  subscriptionAgreement: { path: '/subscription-agreement', page: 'LegalPage', label: 'Subscription Agreement' },
  event: { path: '/events/zoho-books-ahmedabad', page: 'EventPage', label: 'Events' },
  gettingStarted: { path: '/getting-started', page: 'GettingStartedPage', label: 'Getting Started' },
  resources: { path: '/resources', page: 'ResourcesPage', label: 'Resources' },
  refund: { path: '/refund', page: 'RefundHubPage', label: 'Refund and Pricing' },
  contact: { path: '/contact', page: 'ContactPage', label: 'Contact', query: ['sent'] },
  // It reads the calendar's inputs and ?sent=1 from its query, but answers no-store, so nothing is cached under a key that leaves them out.
  reminders: { path: '/tools/reminders', page: 'RemindersPage', label: 'Deadline reminders' },
  complianceCalendar: { path: '/tools/compliance-calendar', page: 'ComplianceCalendarPage', label: 'Compliance calendar', query: calendarFields },
} as const satisfies Record<string, { path: string; page: PageName; label: string; query?: readonly string[] }>;

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

/** The path of each page by key: `paths.pricing` is '/pricing'. */
export const paths = Object.fromEntries(Object.entries(pages).map(([key, entry]) => [key, entry.path])) as { [K in PageKey]: (typeof pages)[K]['path'] };

/**
 * The five services, in the one order every list of them uses (the header's,
 * from the product description), with the short paths of the home page's old
 * service cards, which exist in the wild and redirect here.
 */
export const services = [
  { path: '/usa-company-formation', name: 'USA Company Formation', legacyPath: '/usa' },
  { path: '/tax-return', name: 'Tax Return', legacyPath: '/tax' },
  { path: '/bookkeeping', name: 'Bookkeeping', legacyPath: null },
  { path: '/cfo-advisory', name: 'CFO Advisory', legacyPath: '/cfo' },
  { path: '/zoho-advisory', name: 'Zoho Advisory', legacyPath: '/zoho' },
] as const;

export type ServicePath = (typeof services)[number]['path'];

export const servicePaths: ServicePath[] = services.map((service) => service.path);

/** Every static page path of the route table, all listed in the sitemap (blog posts and help articles, which name their own paths in content/, aside). */
export const staticPaths: string[] = [...Object.values(pages).map((entry) => entry.path), ...servicePaths];

/** Old links from the home page's service cards that exist in the wild. */
export const legacyRedirects: Record<string, string> = Object.fromEntries(services.flatMap((service) => (service.legacyPath ? [[service.legacyPath, service.path]] : [])));

/** `items` (each tied to a service by `pathOf`) in the order of `services`. */
export function inServiceOrder<T>(items: readonly T[], pathOf: (item: T) => string): T[] {
  const rank = (item: T) => servicePaths.findIndex((path) => path === pathOf(item));
  return [...items].sort((a, b) => rank(a) - rank(b));
}
