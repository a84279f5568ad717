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
  get(): PageLocation;
  subscribe(onChange: () => void): () => void;
  /** Makes `url` the current history entry's URL without loading a document. */
  replace(url: string): void;
}

export function locationOf(url: URL): PageLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** A location that never moves: the server's view of a page (and a test's). */
export function fixedLocation(href: string): LocationStore {
  const current = locationOf(new URL(href, 'http://localhost'));
  return { get: () => current, subscribe: () => () => {}, replace: () => {} };
}
