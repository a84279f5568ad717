import type { RouteObject } from 'react-router';
import { Document } from './components/Document';
import { RouteError } from './components/RouteError';
import { articlePaths, servicePaths } from './site-paths';

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
        { index: true, lazy: lazyPage('Home') },
        { path: 'pricing', lazy: lazyPage('Pricing') },
        ...servicePaths.map((path) => ({ path: path.slice(1), lazy: lazyPage('Service') })),
        { path: 'blog', lazy: lazyPage('BlogList') },
        { path: 'blog/:id', lazy: lazyPage('BlogPost') },
        { path: 'help', lazy: lazyPage('Help') },
        { path: 'getting-started', lazy: lazyPage('GettingStarted') },
        { path: 'resources', lazy: lazyPage('Resources') },
        { path: 'refund', lazy: lazyPage('Refund') },
        ...articlePaths.map((path) => ({ path: path.slice(1), lazy: lazyPage('Article') })),
        { path: 'submitRequest', lazy: lazyPage('SubmitRequest') },
        { path: 'contact', lazy: lazyPage('Contact') },
        { path: 'privacy-policy', lazy: lazyPage('Legal') },
        { path: 'subscription-agreement', lazy: lazyPage('Legal') },
        { path: 'events/zoho-books-ahmedabad', lazy: lazyPage('Event') },
        { path: '*', lazy: lazyPage('NotFound') },
      ],
    },
  ];
}
