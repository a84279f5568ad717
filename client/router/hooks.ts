import { useCallback, useContext, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import { RouteDepthContext, usePageState } from './page-state';
import type { PageLocation } from './location-store';

export function useLocation(): PageLocation {
  const { location } = usePageState();
  return useSyncExternalStore(location.subscribe, location.get, location.get);
}

export function useLoaderData<T = unknown>(): T {
  const { matches, loaderData } = usePageState();
  return loaderData[matches[useContext(RouteDepthContext)].id] as T;
}

export function useMatches() {
  const { matches, loaderData } = usePageState();
  return useMemo(
    () =>
      matches.map(({ id, pathname, params, route }) => ({ id, pathname, params, loaderData: loaderData[id], handle: route.handle as unknown })),
    [matches, loaderData],
  );
}

interface NavigateOptions {
  replace?: boolean;
}

/**
 * Another page is a document load. A replace within the same path only
 * rewrites the URL: that is how a search box or slider keeps its state
 * linkable, and the page already shows that state.
 */
export function useNavigate() {
  const { location } = usePageState();
  return useCallback(
    (to: string | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const next = new URL(to, window.location.href);
      if (options.replace && next.pathname === window.location.pathname) location.replace(next.pathname + next.search + next.hash);
      else if (options.replace) window.location.replace(next.href);
      else window.location.assign(next.href);
    },
    [location],
  );
}

export function useSearchParams(): [URLSearchParams, (next: Record<string, string>, options?: NavigateOptions) => void] {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: Record<string, string>, options?: NavigateOptions) => {
      const query = new URLSearchParams(next).toString();
      navigate(query ? `${pathname}?${query}` : pathname, options);
    },
    [navigate, pathname],
  );
  return [params, setParams];
}

/**
 * Loads data for the page's own route at another URL (the help search's
 * results for a new query) by calling the route's loader in the browser,
 * without touching the URL. A newer load replaces an older one still running.
 */
export function useFetcher<T = unknown>() {
  const { matches } = usePageState();
  // react-router's fetcher takes a useId for its key; the same call keeps every later id in the component equal to the server's.
  useId();
  const [data, setData] = useState<T | undefined>(undefined);
  const latest = useRef(0);
  const load = useCallback(
    async (href: string) => {
      const url = new URL(href, window.location.href);
      const match = [...matches].reverse().find((m) => m.route.loader && m.pathname === url.pathname);
      if (!match || typeof match.route.loader !== 'function') throw new Error(`No loader on this page answers ${url.pathname}`);
      const ticket = ++latest.current;
      const args = { request: new Request(url), params: match.params, context: undefined } as unknown as LoaderFunctionArgs;
      const result = (await match.route.loader(args)) as T;
      if (ticket === latest.current) setData(result);
    },
    [matches],
  );
  return { data, load };
}
