/** Where the page is: the parts of its URL that components read. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The page's location over its lifetime. Pages load as whole documents, so the
 * path changes only with the next document; the query and hash can change in
 * place (a search box or slider writing its state into the URL, back and
 * forward between those entries).
 */
export interface LocationStore {
  // Function properties, not methods: useSyncExternalStore calls get and subscribe detached from the store.
  get: () => PageLocation;
  subscribe: (onChange: () => void) => () => void;
  /** Gives the current history entry this query ("" for none), keeping its path and hash, without loading a document. */
  replaceSearch: (search: string) => void;
}

/**
 * A location that never moves: the server's view of a page (and a test's).
 * It takes the parts as the request had them: a path such as "//x" must stay
 * a path, where URL parsing would read it as a host.
 */
export function fixedLocation(current: PageLocation): LocationStore {
  return { get: () => current, subscribe: () => () => {}, replaceSearch: () => {} };
}
