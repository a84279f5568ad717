import type { RouteObject } from 'react-router';
import { Document } from './components/Document';
import { RouteError } from './components/RouteError';
import { articlePaths, pages, servicePaths } from './site-paths';

/**
 * Each page is its own chunk. Its module exports Component, and optionally
 * loader and handle (meta, status, cache rules), so that none of a page's
 * copy or code reaches the first load of another page.
 */
const page = {
  Home: () => import('./pages/home/HomePage'),
  Pricing: () => import('./pages/pricing/PricingPage'),
  Service: () => import('./pages/service/ServicePage'),
  BlogList: () => import('./pages/blog/BlogListPage'),
  BlogPost: () => import('./pages/blog/BlogPostPage'),
  Help: () => import('./pages/help/HelpPage'),
  GettingStarted: () => import('./pages/help/GettingStartedPage'),
  Resources: () => import('./pages/help/ResourcesPage'),
  Refund: () => import('./pages/help/RefundHubPage'),
  Article: () => import('./pages/article/ArticlePage'),
  SubmitRequest: () => import('./pages/forms/SubmitRequestPage'),
  Contact: () => import('./pages/forms/ContactPage'),
  Legal: () => import('./pages/legal/LegalPage'),
  Event: () => import('./pages/event/EventPage'),
  NotFound: () => import('./pages/not-found/NotFoundPage'),
} as const;

export type PageName = keyof typeof page;

const lazyPage = (name: PageName) => page[name];

export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      Component: Document,
      ErrorBoundary: RouteError,
      children: [
        ...Object.values(pages).map((entry) => (entry.path === '/' ? { index: true, lazy: lazyPage(entry.page) } : { path: entry.path.slice(1), lazy: lazyPage(entry.page) })),
        ...servicePaths.map((path) => ({ path: path.slice(1), lazy: lazyPage('Service') })),
        { path: 'blog/:id', lazy: lazyPage('BlogPost') },
        ...articlePaths.map((path) => ({ path: path.slice(1), lazy: lazyPage('Article') })),
        { path: '*', lazy: lazyPage('NotFound') },
      ],
    },
  ];
}
