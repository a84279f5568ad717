import { useContext } from 'react';
import { MatchDepthContext, usePageState, type PageMatch } from './page-state';

/** What the loader of the calling component's route returned. */
export function usePageData<T>(): T {
  const { matches } = usePageState();
  return matches[useContext(MatchDepthContext)].data as T;
}

/** Every matched route, outermost first (the head reads their handles). */
export function usePageMatches(): readonly PageMatch[] {
  return usePageState().matches;
}

/** What the error boundary rendering the page was given. */
export function useRouteError(): unknown {
  return usePageState().error;
}
