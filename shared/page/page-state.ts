import { createContext, useContext, type ComponentType } from 'react';
import type { RouteHandle } from '../meta/page-meta';
import type { LocationStore } from './location-store';

/** One route of the page being shown, outermost first: what it renders and the data its loader (and, for a post, its action) returned. */
export interface PageMatch {
  Component: ComponentType;
  handle?: RouteHandle;
  pathname: string;
  params: Readonly<Record<string, string | undefined>>;
  data: unknown;
  actionData?: unknown;
}

/** What the server decided about this page, which the browser renders again from the data block. */
export interface PageState {
  matches: PageMatch[];
  location: LocationStore;
  /** What a loader threw; the last match is then the error boundary that shows it. */
  error?: unknown;
}

export const PageStateContext = createContext<PageState | null>(null);

/** Which of the page's matches a component belongs to. */
export const MatchDepthContext = createContext(0);

export function usePageState(): PageState {
  const state = useContext(PageStateContext);
  if (!state) throw new Error('Page hooks need <PageView> above them');
  return state;
}
