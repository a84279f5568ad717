import { Document } from './components/Document';
import type { MatchedRoute } from './hydration';
import type { PageMatch } from './page';
import { routePages } from './content/generated/route-pages';

async function loadMatch({ page, pathname, params, data, actionData }: MatchedRoute): Promise<PageMatch> {
  if (page === null) return { Component: Document, pathname, params, data, actionData };
  const { Component, handle } = await routePages[page]();
  return { Component, handle, pathname, params, data, actionData };
}

/**
 * The matched routes with their pages (shared/routes/<folder>/page.tsx) loaded,
 * from the folders the server's matching named: how the server builds the page it renders and
 * how the browser, from the data block, builds the same page to hydrate.
 */
export function loadMatches(routes: MatchedRoute[]): Promise<PageMatch[]> {
  return Promise.all(routes.map(loadMatch));
}
