import { createElement, useContext, type ReactNode } from 'react';
import { PageStateContext, RouteDepthContext, usePageState, type PageState } from './page-state';

function renderDepth(state: PageState, depth: number): ReactNode {
  const match = state.matches[depth];
  if (!match) return null;
  const { Component } = match.route;
  return <RouteDepthContext.Provider value={depth}>{Component ? createElement(Component) : renderDepth(state, depth + 1)}</RouteDepthContext.Provider>;
}

/**
 * Renders the page's matched routes, outermost first, as react-router's
 * StaticRouterProvider does on the server: the same elements in the same
 * places (its fragment with an empty second child included), so that
 * hydration and useId see the same tree on both sides.
 */
export function PageRoutes({ state }: { state: PageState }) {
  return (
    <>
      <PageStateContext.Provider value={state}>{renderDepth(state, 0)}</PageStateContext.Provider>
      {null}
    </>
  );
}

/** The child route's element. */
export function Outlet() {
  const state = usePageState();
  return renderDepth(state, useContext(RouteDepthContext) + 1);
}
