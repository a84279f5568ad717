import { useContext } from 'react';
import { MatchDepthContext, usePageState, type PageMatch } from './page-state';

/** What the loader of the calling component's route returned; the route knows its shape and says it with `as`. */
export function usePageData(): unknown {
  const { matches } = usePageState();
  return matches[useContext(MatchDepthContext)].data;
}

/** What the action of the calling component's route returned, when the page answers a form post it could not take; undefined otherwise. */
export function useActionData(): unknown {
  const { matches } = usePageState();
  return matches[useContext(MatchDepthContext)].actionData;
}

/** Every matched route, outermost first (the head reads their handles). */
export function usePageMatches(): readonly PageMatch[] {
  return usePageState().matches;
}

/** What the error boundary rendering the page was given. */
export function useRouteError(): unknown {
  return usePageState().error;
}
