import type { RouteObject } from 'react-router';
import { pageModules } from '../../shared/pages/page-modules';
import { pages, servicePaths } from '../../shared/site-paths';

/**
 * Which path shows which page, for react-router's static handler: it matches
 * each request, runs the page's loader and decides status and redirects; the
 * renderer then shows the pages it matched (page-state.server.ts). The browser
 * never matches a path: it renders the pages the server names in the data block.
 * Help articles name their own paths (content/articles/*.md), so their routes come from the content.
 */
export function createRoutes(articlePaths: readonly string[]): RouteObject[] {
  return [
    {
      // The document around every page (shared/pages/load-matches.ts renders it for this route).
      path: '/',
      children: [
        ...Object.values(pages).map((entry) => (entry.path === '/' ? { index: true, lazy: pageModules[entry.page] } : { path: entry.path.slice(1), lazy: pageModules[entry.page] })),
        ...servicePaths.map((path) => ({ path: path.slice(1), lazy: pageModules.ServicePage })),
        { path: 'blog/:id', lazy: pageModules.BlogPostPage },
        ...articlePaths.map((path) => ({ path: path.slice(1), lazy: pageModules.ArticlePage })),
        { path: '*', lazy: pageModules.NotFoundPage },
      ],
    },
  ];
}
