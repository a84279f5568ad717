import { render } from '@testing-library/react';
import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { PublicConfigContext, type PublicConfig } from '../../shared/public-config';
import { browserLocation } from '../../client/router/location-store';
import type { PageMatch } from '../../client/router/page-matches';
import { PageRoutes } from '../../client/router/page-routes';

export const testConfig: PublicConfig = {
  siteName: 'Ledgerline',
  productName: 'Ledgerline Portal',
  siteUrl: 'https://www.example.com',
  appOrigin: 'https://app.example.com',
  contactEmail: 'hello@example.com',
  socials: {
    facebook: 'https://facebook.com/x',
    instagram: 'https://instagram.com/x',
    linkedin: 'https://linkedin.com/company/x',
    twitter: 'https://x.com/x',
  },
};

function joinPath(parent: string, path: string): string {
  return path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;
}

/** Tests may give a route an element; the app's routes (and client/router) use Component. */
const withComponent = (route: RouteObject): RouteObject => (route.element !== undefined && !route.Component ? { ...route, Component: () => route.element } : route);

/** The chain of routes a test's small route table gives a path: static segments, :params and '*'. */
function matchChain(routes: RouteObject[], pathname: string, parent = '/', idPrefix = ''): PageMatch[] | null {
  for (const [index, given] of routes.entries()) {
    const route = withComponent(given);
    const id = route.id ?? `${idPrefix}${index}`;
    const full = route.index ? parent : joinPath(parent, route.path ?? '');
    if (route.children) {
      const rest = matchChain(route.children, pathname, full, `${id}-`);
      if (rest) return [{ id, pathname: full, params: {}, route }, ...rest];
      continue;
    }
    if (route.path === '*') return [{ id, pathname, params: { '*': pathname.slice(1) }, route }];
    const want = full.split('/').filter(Boolean);
    const got = pathname.split('/').filter(Boolean);
    if (want.length !== got.length) continue;
    const params: Record<string, string> = {};
    if (want.every((segment, i) => (segment.startsWith(':') ? ((params[segment.slice(1)] = decodeURIComponent(got[i]!)), true) : segment === got[i]))) {
      return [{ id, pathname, params, route }];
    }
  }
  return null;
}

/**
 * Renders a page the way the browser does: at `url`, with its loaders already
 * run (the server's part) and client/router standing in for react-router.
 */
export async function renderWithRouter(routes: RouteObject[], [url]: string[] = ['/'], config: PublicConfig = testConfig) {
  window.history.replaceState(null, '', url);
  const matches = matchChain(routes, window.location.pathname);
  if (!matches) throw new Error(`No test route matches ${url}`);
  const loaderData: Record<string, unknown> = {};
  for (const { id, params, route } of matches) {
    if (typeof route.loader !== 'function') continue;
    const args = { request: new Request(window.location.href), params, context: undefined } as unknown as LoaderFunctionArgs;
    loaderData[id] = await route.loader(args);
  }
  return render(
    <PublicConfigContext.Provider value={config}>
      <PageRoutes state={{ matches, loaderData, location: browserLocation() }} />
    </PublicConfigContext.Provider>,
  );
}
