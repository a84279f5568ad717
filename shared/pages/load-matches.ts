import { Document } from '../components/Document';
import type { MatchedRoute } from '../hydration';
import type { PageMatch } from '../page';
import { pageModules } from './page-modules';

async function loadMatch({ page, pathname, params, data, actionData }: MatchedRoute): Promise<PageMatch> {
  if (page === null) return { Component: Document, pathname, params, data, actionData };
  const { Component, handle } = await pageModules[page]();
  return { Component, handle, pathname, params, data, actionData };
}

/**
 * The matched routes with their page modules loaded, from the names the
 * server's matching gave them: how the server builds the page it renders and
 * how the browser, from the data block, builds the same page to hydrate.
 */
export function loadMatches(routes: MatchedRoute[]): Promise<PageMatch[]> {
  return Promise.all(routes.map(loadMatch));
}
