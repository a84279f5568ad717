import type { RouteObject } from 'react-router';
import type { HydrationPayload } from '../../shared/hydration';

/** One route of the page being shown, with its module loaded. */
export interface PageMatch {
  id: string;
  pathname: string;
  params: Record<string, string | undefined>;
  route: RouteObject;
}

/** Route ids as react-router's data router assigns them: an explicit id, else the route's index path ("0-3"). */
function routesById(routes: RouteObject[], parentPath: string[] = [], byId = new Map<string, RouteObject>()): Map<string, RouteObject> {
  routes.forEach((route, index) => {
    const treePath = [...parentPath, String(index)];
    byId.set(route.id ?? treePath.join('-'), route);
    if (route.children) routesById(route.children, treePath, byId);
  });
  return byId;
}

/**
 * The routes the server matched for this page, with their lazy modules loaded
 * (the page must render exactly what the server sent before it can hydrate).
 */
export async function pageMatches(routes: RouteObject[], matched: HydrationPayload['router']['matches']): Promise<PageMatch[]> {
  const byId = routesById(routes);
  return Promise.all(
    matched.map(async ({ id, pathname, params }) => {
      const route = byId.get(id);
      if (!route) throw new Error(`The server matched route "${id}", which this bundle does not have`);
      if (typeof route.lazy === 'function') {
        const routeModule = (await route.lazy()) as Partial<RouteObject>;
        return { id, pathname, params, route: { ...route, ...routeModule, lazy: undefined } as RouteObject };
      }
      return { id, pathname, params, route };
    }),
  );
}
