import { useContext } from 'react';
import { MatchDepthContext, usePageState, type PageMatch } from './page-state';

/** The matched route whose component is calling: its depth comes from the route tree PageView renders. */
function useOwnMatch(): PageMatch {
  const depth = useContext(MatchDepthContext);
  const match = usePageState().matches[depth];
  if (!match) throw new Error(`no matched route at depth ${depth}: page data is read only inside a route's component`);
  return match;
}

/** What the loader of the calling component's route returned; the route knows its shape and says it with `as`. */
export function usePageData(): unknown {
  return useOwnMatch().data;
}

/** What the action of the calling component's route returned, when the page answers a form post it could not take; undefined otherwise. */
export function useActionData(): unknown {
  return useOwnMatch().actionData;
}

/** Every matched route, outermost first (the head reads their handles). */
export function usePageMatches(): readonly PageMatch[] {
  return usePageState().matches;
}

/** What the error boundary rendering the page was given. */
export function useRouteError(): unknown {
  return usePageState().error;
}
