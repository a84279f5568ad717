/**
 * What pages and components read about the page they are on: its loader data
 * (and its action data, answering a post), its location and query, and the
 * matched child route. The same code renders on the server (from react-router's
 * static handler's decision) and in the browser (from the page's data block),
 * so a page behaves the same on both.
 */
export { browserLocation } from './browser-location';
export { fixedLocation, type LocationStore, type PageLocation } from './location-store';
export { useActionData, usePageData, usePageMatches, useRouteError, type RouteData } from './page-data';
export { usePageLocation, useReplaceSearch, useSearchParams, type SearchChanges } from './page-location';
export type { PageMatch, PageState } from './page-state';
export { Outlet, PageView } from './PageView';
export { IslandLocation } from './IslandLocation';
