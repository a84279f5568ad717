/** The shape react-router's useLocation returns, which the shared components read. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
  state: null;
  key: string;
}

/**
 * Where the page is. Pages load as whole documents, so the path only changes
 * with the next document; the query and hash can change in place (a search box
 * or slider writing its state into the URL, back and forward between those entries).
 */
export interface LocationStore {
  get(): PageLocation;
  subscribe(onChange: () => void): () => void;
  /** Rewrites the current history entry's URL without loading a document. */
  replace(url: string): void;
}

function locationOf(url: URL): PageLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key: 'default' };
}

/** A location that never moves: the server's view of a page, for rendering outside a browser. */
export function fixedLocation(href: string): LocationStore {
  const current = locationOf(new URL(href, 'http://localhost'));
  return { get: () => current, subscribe: () => () => {}, replace: () => {} };
}

export function browserLocation(): LocationStore {
  let current = locationOf(new URL(window.location.href));
  const listeners = new Set<() => void>();
  const refresh = () => {
    current = locationOf(new URL(window.location.href));
    for (const listener of listeners) listener();
  };
  // One store per document, for the document's lifetime: its listeners never need removing.
  window.addEventListener('popstate', refresh);
  window.addEventListener('hashchange', refresh);
  return {
    get: () => current,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    replace(url) {
      window.history.replaceState(window.history.state, '', url);
      refresh();
    },
  };
}
