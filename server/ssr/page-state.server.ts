import type { StaticHandlerContext } from 'react-router';
import { fixedLocation, type PageLocation, type PageState } from '../../shared/page';
import { loadMatches, type MatchedRoute } from '../../shared/load-matches';
import { RouteError } from './RouteError.server';
import { pageHandle } from './routes.server';

/**
 * A not-found answer is one document for every path that reaches the same
 * route: it names the route's pattern ("/*", "/blog/:id") where other pages
 * name their path, so junk paths share one render and one compressed copy
 * instead of each costing a render (see render.server.tsx).
 */
export function isNotFoundAnswer(context: StaticHandlerContext): boolean {
  return !context.errors && context.statusCode === 404;
}

function routePattern(context: StaticHandlerContext, depth: number): string {
  const parts = context.matches
    .slice(0, depth + 1)
    .map((m) => m.route.path ?? '')
    .filter((p) => p && p !== '/');
  return `/${parts.join('/')}`;
}

/** Where the page says it is: the request's location, or its route's pattern for a not-found answer. */
export function pageLocation(context: StaticHandlerContext): PageLocation {
  if (isNotFoundAnswer(context)) return { pathname: routePattern(context, context.matches.length - 1), search: '', hash: '' };
  const { pathname, search, hash } = context.location;
  return { pathname, search, hash };
}

/** The routes the static handler matched, by page folder; a route whose action answered a post carries what it returned. */
export function matchedRoutes(context: StaticHandlerContext): MatchedRoute[] {
  const pathless = isNotFoundAnswer(context);
  return context.matches.map((match, depth) => ({
    page: pageHandle(match.route)?.folder ?? null,
    pathname: pathless ? routePattern(context, depth) : match.pathname,
    params: pathless ? {} : { ...match.params },
    data: context.loaderData[match.route.id] as unknown,
    actionData: context.actionData?.[match.route.id] as unknown,
  }));
}

/**
 * The page the static handler decided on, as the shared page view renders it. When a loader threw,
 * the error document stands in for the whole page.
 */
export async function pageStateFrom(context: StaticHandlerContext): Promise<PageState> {
  const location = fixedLocation(pageLocation(context));
  if (context.errors) {
    const error: unknown = Object.values(context.errors)[0];
    return { matches: [{ Component: RouteError, pathname: context.location.pathname, params: {}, data: undefined }], location, error };
  }
  return { matches: await loadMatches(matchedRoutes(context)), location };
}
