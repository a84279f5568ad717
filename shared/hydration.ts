import type { PageLocation } from './page';
import type { RouteFolder } from './route-table';
import type { PublicConfig } from './public-config';

/** One route the server matched, as the browser needs it to render the same page. */
export interface MatchedRoute {
  /** The page folder it shows (shared/routes/<folder>/); null for the document around every page (shared/components/Document). */
  page: RouteFolder | null;
  pathname: string;
  params: Record<string, string | undefined>;
  /** What its loader returned. */
  data: unknown;
  /** What its action returned, when the page answers a form post; absent otherwise. */
  actionData?: unknown;
}

/** The JSON data block the server embeds and the browser entry reads before hydrating. */
export interface HydrationPayload {
  config: PublicConfig;
  iconsHref: string;
  /** The modules that hydrate this page (React, the app, the matched pages' chunks), which client/entry.tsx fetches once the page has painted. */
  preloads: string[];
  /** The routes the server matched, outermost first, so the browser renders the same ones without matching again. */
  matches: MatchedRoute[];
  /**
   * Set on a not-found answer, which is one document for every path that
   * reaches its route: the browser shows it at this location (the route's
   * pattern) rather than the address bar's, as the server rendered it.
   */
  location?: PageLocation;
}
