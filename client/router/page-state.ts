import { createContext, useContext } from 'react';
import type { LocationStore } from './location-store';
import type { PageMatch } from './page-matches';

/** What the server decided about this page: its routes and their data. */
export interface PageState {
  matches: PageMatch[];
  loaderData: Record<string, unknown>;
  location: LocationStore;
}

export const PageStateContext = createContext<PageState | null>(null);

/** Which of the page's matches a component belongs to: the index of its route. */
export const RouteDepthContext = createContext(0);

export function usePageState(): PageState {
  const state = useContext(PageStateContext);
  if (!state) throw new Error('Router hooks need <PageRoutes> above them');
  return state;
}
