import { createElement, useContext, type ReactNode } from 'react';
import { MatchDepthContext, PageStateContext, usePageState, type PageState } from './page-state';

function renderDepth(state: PageState, depth: number): ReactNode {
  const match = state.matches[depth];
  if (!match) return null;
  return <MatchDepthContext.Provider value={depth}>{createElement(match.Component)}</MatchDepthContext.Provider>;
}

/** The page's matched routes, outermost first, each rendering the next at its <Outlet />. The same tree on the server and in the browser. */
export function PageView({ state }: { state: PageState }) {
  return <PageStateContext.Provider value={state}>{renderDepth(state, 0)}</PageStateContext.Provider>;
}

/** The matched child route's component. */
export function Outlet() {
  return renderDepth(usePageState(), useContext(MatchDepthContext) + 1);
}
