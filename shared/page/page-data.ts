import { useContext } from 'react';
import { MatchDepthContext, usePageState, type PageMatch } from './page-state';

/** The matched route whose component is calling: its depth comes from the route tree PageView renders. */
function useOwnMatch(): PageMatch {
  const depth = useContext(MatchDepthContext);
  const match = usePageState().matches[depth];
  if (!match) throw new Error(`no matched route at depth ${depth}: page data is read only inside a route's component`);
  return match;
}

/** A loader or action, as a page folder's page.server.ts exports it. */
type RouteFunction = (...args: never[]) => unknown;

/**
 * What a loader's or action's value is in the page: its return value,
 * awaited, without a redirect (a Response never reaches the page), and
 * unwrapped from react-router's data(value, { status }). Loader data must be
 * plain JSON (it crosses to the browser in the data block), so it is the same
 * value on both sides.
 */
export type RouteData<F extends RouteFunction> = Unwrapped<Exclude<Awaited<ReturnType<F>>, Response>>;
type Unwrapped<T> = T extends { type: string; data: infer D; init: ResponseInit | null } ? D : T;

/**
 * What the loader of the calling component's route returned, typed from the
 * loader itself: `usePageData<typeof loader>()`, with the loader's type
 * imported from the folder's page.server.ts (`import type`, which the
 * bundler erases, so no server code reaches the page's chunk).
 */
export function usePageData<Loader extends RouteFunction>(): RouteData<Loader> {
  return useOwnMatch().data as RouteData<Loader>;
}

/** What the action of the calling component's route returned, when the page answers a form post it could not take (`useActionData<typeof action>()`); undefined otherwise. */
export function useActionData<Action extends RouteFunction>(): RouteData<Action> | undefined {
  return useOwnMatch().actionData as RouteData<Action> | undefined;
}

/** Every matched route, outermost first (the head reads their handles). */
export function usePageMatches(): readonly PageMatch[] {
  return usePageState().matches;
}

/** What the error boundary rendering the page was given. */
export function useRouteError(): unknown {
  return usePageState().error;
}
