import { data, type RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/meta/page-meta';
import { pageModules, type PageName } from '../../shared/pages/page-modules';
import { pages, reminderPaths, servicePaths } from '../../shared/site-paths';
import { formPageRoute } from '../forms/form-page-route.server';
import { articleLoader } from '../pages/article.server';
import { blogListLoader } from '../pages/blog-list.server';
import { blogPostLoader } from '../pages/blog-post.server';
import { gettingStartedLoader, helpLoader, refundLoader, resourcesLoader } from '../pages/help.server';
import { legalLoader } from '../pages/legal.server';
import { pricingLoader } from '../pages/pricing.server';
import { reminderConfirmRoute, reminderSignupRoute, reminderUnsubscribeRoute } from '../pages/reminders.server';
import { complianceCalendarLoader } from '../pages/compliance-calendar.server';
import { franchiseTaxLoader } from '../pages/franchise-tax.server';
import { contactPrefill } from '../pages/contact-prefill.server';
import { submitRequestPrefill } from '../pages/submit-request-prefill.server';

/** A page route's handle: the page module's own (meta, cache rules) and the page's name, which only the route table gives it. */
export interface PageRouteHandle extends RouteHandle {
  /** The name pageModules lists the module under: the server preloads its chunks, and the browser loads it to hydrate the page. */
  page: PageName;
}

/**
 * What only the server runs for a page: its loader and its action (react-router
 * functions, reading the typed route context). They are `*.server.ts` modules,
 * never part of a page's chunk; a status other than 200 is react-router's own,
 * from data(value, { status }).
 */
const serverHalves: Partial<Record<PageName, Pick<RouteObject, 'loader' | 'action'>>> = {
  PricingPage: { loader: pricingLoader },
  BlogListPage: { loader: blogListLoader },
  BlogPostPage: { loader: blogPostLoader },
  HelpPage: { loader: helpLoader },
  GettingStartedPage: { loader: gettingStartedLoader },
  ResourcesPage: { loader: resourcesLoader },
  RefundHubPage: { loader: refundLoader },
  ArticlePage: { loader: articleLoader },
  LegalPage: { loader: legalLoader },
  ComplianceCalendarPage: { loader: complianceCalendarLoader },
  FranchiseTaxPage: { loader: franchiseTaxLoader },
  ContactPage: formPageRoute('contact', contactPrefill),
  SubmitRequestPage: formPageRoute('query', submitRequestPrefill),
  RemindersPage: reminderSignupRoute,
  ReminderConfirmPage: reminderConfirmRoute,
  ReminderUnsubscribePage: reminderUnsubscribeRoute,
  // Whatever path reaches it, the not-found page answers 404.
  NotFoundPage: { loader: () => data(null, { status: 404 }) },
};

/** The route for a page at a path: its server half, and its module, loaded when the route first matches, with the page's name put on its handle. */
function pageRoute(page: PageName, at: { path: string } | { index: true }): RouteObject {
  const handle = async (): Promise<PageRouteHandle> => ({ ...(await pageModules[page]()).handle, page });
  return { ...at, ...serverHalves[page], lazy: { handle } };
}

/**
 * Which path shows which page, for react-router's static handler: it matches
 * each request, runs the page's loader (and, for a form post, its action) and
 * decides status and redirects; the renderer then shows the pages it matched
 * (page-state.server.ts). The browser never matches a path: it renders the
 * pages the server names in the data block. Help articles name their own paths
 * (content/articles/*.md), so their routes come from the content.
 */
export function createRoutes(articlePaths: readonly string[]): RouteObject[] {
  return [
    {
      // The document around every page (shared/pages/load-matches.ts renders it for this route).
      path: '/',
      children: [
        ...Object.values(pages).map((entry) => pageRoute(entry.page, entry.path === '/' ? { index: true } : { path: entry.path.slice(1) })),
        ...servicePaths.map((path) => pageRoute('ServicePage', { path: path.slice(1) })),
        pageRoute('BlogPostPage', { path: 'blog/:id' }),
        // Reached only by the signed links in the reminders' e-mails: not pages of the site's map.
        pageRoute('ReminderConfirmPage', { path: reminderPaths.confirm.slice(1) }),
        pageRoute('ReminderUnsubscribePage', { path: reminderPaths.unsubscribe.slice(1) }),
        ...articlePaths.map((path) => pageRoute('ArticlePage', { path: path.slice(1) })),
        pageRoute('NotFoundPage', { path: '*' }),
      ],
    },
  ];
}

/** A matched route's handle as pageRoute made it; none for the document route (react-router types a handle as any). */
export function pageHandle(route: { handle?: unknown }): PageRouteHandle | undefined {
  return route.handle as PageRouteHandle | undefined;
}

/** The page handles of a page's matched routes, outermost first. */
export function pageHandles(matches: ReadonlyArray<{ route: { handle?: unknown } }>): PageRouteHandle[] {
  return matches.map((m) => pageHandle(m.route)).filter((h): h is PageRouteHandle => h !== undefined);
}
