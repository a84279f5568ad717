import { isRouteErrorResponse, type StaticHandlerContext } from 'react-router';
import type { RouteHandle } from '../../shared/meta/page-meta';

/**
 * The HTTP status of a rendered page: a loader or route error wins, then the
 * highest status a loader reported in its data (a missing post: 404, an
 * upstream failure: 502/504), then the route's own (the not-found page: 404).
 */
export function pageStatus(context: StaticHandlerContext): number {
  if (context.errors) {
    const first: unknown = Object.values(context.errors)[0];
    return isRouteErrorResponse(first) ? first.status : 500;
  }
  let status = 200;
  for (const match of context.matches) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle?.status) status = Math.max(status, handle.status);
    const data = context.loaderData[match.route.id] as { status?: unknown } | undefined;
    if (data && typeof data.status === 'number') status = Math.max(status, data.status);
  }
  return status;
}

export function routeHandles(context: StaticHandlerContext): RouteHandle[] {
  return context.matches.map((m) => m.route.handle as RouteHandle | undefined).filter((h): h is RouteHandle => Boolean(h));
}
