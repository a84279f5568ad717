import type { StaticHandlerContext } from 'react-router';
import type { MatchedRoute } from '../../shared/hydration';
import type { RouteHandle } from '../../shared/meta/page-meta';
import { fixedLocation, type PageState } from '../../shared/page';
import { loadMatches } from '../../shared/pages/load-matches';
import { RouteError } from './RouteError.server';

/** The routes the static handler matched, named as the data block names them for the browser. */
export function matchedRoutes(context: StaticHandlerContext): MatchedRoute[] {
  return context.matches.map(({ route, pathname, params }) => ({
    page: (route.handle as RouteHandle | undefined)?.page ?? null,
    pathname,
    params: { ...params },
    data: context.loaderData[route.id],
  }));
}

/**
 * The page the static handler decided on, as the shared page view renders it:
 * built from the same matched routes the browser gets. When a loader threw,
 * the error document stands in for the whole page.
 */
export async function pageStateFrom(context: StaticHandlerContext): Promise<PageState> {
  const { pathname, search, hash } = context.location;
  const location = fixedLocation({ pathname, search, hash });
  if (context.errors) {
    const error = Object.values(context.errors)[0];
    return { matches: [{ Component: RouteError, pathname, params: {}, data: undefined }], location, error };
  }
  return { matches: await loadMatches(matchedRoutes(context)), location };
}
