import { useContext } from 'react';
import { MatchDepthContext, usePageState, type PageMatch } from './page-state';

/** What the loader of the calling component's route returned; the route knows its shape and says it with `as`. */
export function usePageData(): unknown {
  const { matches } = usePageState();
  return matches[useContext(MatchDepthContext)].data;
}

/** Every matched route, outermost first (the head reads their handles). */
export function usePageMatches(): readonly PageMatch[] {
  return usePageState().matches;
}

/** What the error boundary rendering the page was given. */
export function useRouteError(): unknown {
  return usePageState().error;
}
