import { Document } from './components/Document';
import type { RouteFolder } from './route-table';
import type { PageMatch } from './page';
import { routePages } from './content/generated/route-pages';

/** One route the server matched, with what its loader (and, for a form post, its action) returned. */
export interface MatchedRoute {
  /** The page folder it shows (shared/routes/<folder>/); null for the document around every page (shared/components/Document). */
  page: RouteFolder | null;
  pathname: string;
  params: Record<string, string | undefined>;
  data: unknown;
  actionData?: unknown;
}

async function loadMatch({ page, pathname, params, data, actionData }: MatchedRoute): Promise<PageMatch> {
  if (page === null) return { Component: Document, pathname, params, data, actionData };
  const { Component, handle } = await routePages[page]();
  return { Component, handle, pathname, params, data, actionData };
}

/** The matched routes with their pages (shared/routes/<folder>/page.tsx) loaded, from the folders the server's matching named. */
export function loadMatches(routes: MatchedRoute[]): Promise<PageMatch[]> {
  return Promise.all(routes.map(loadMatch));
}
