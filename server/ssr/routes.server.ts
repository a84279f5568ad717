import type { RouteObject } from 'react-router';
import { pageModules } from '../../shared/pages/page-modules';
import { articlePaths, servicePaths } from '../../shared/site-paths';

/**
 * Which path shows which page, for react-router's static handler: it matches
 * each request, runs the page's loader and decides status and redirects; the
 * renderer then shows the pages it matched (page-state.server.ts). The browser
 * never matches a path: it renders the pages the server names in the data block.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      // The document around every page (shared/pages/load-matches.ts renders it for this route).
      path: '/',
      children: [
        { index: true, lazy: pageModules.HomePage },
        { path: 'pricing', lazy: pageModules.PricingPage },
        ...servicePaths.map((path) => ({ path: path.slice(1), lazy: pageModules.ServicePage })),
        { path: 'blog', lazy: pageModules.BlogListPage },
        { path: 'blog/:id', lazy: pageModules.BlogPostPage },
        { path: 'help', lazy: pageModules.HelpPage },
        { path: 'getting-started', lazy: pageModules.GettingStartedPage },
        { path: 'resources', lazy: pageModules.ResourcesPage },
        { path: 'refund', lazy: pageModules.RefundHubPage },
        ...articlePaths.map((path) => ({ path: path.slice(1), lazy: pageModules.ArticlePage })),
        { path: 'submitRequest', lazy: pageModules.SubmitRequestPage },
        { path: 'contact', lazy: pageModules.ContactPage },
        { path: 'privacy-policy', lazy: pageModules.LegalPage },
        { path: 'subscription-agreement', lazy: pageModules.LegalPage },
        { path: 'events/zoho-books-ahmedabad', lazy: pageModules.EventPage },
        { path: '*', lazy: pageModules.NotFoundPage },
      ],
    },
  ];
}
