import type { LocationStore, PageLocation } from './location-store';

function locationOf(url: URL): PageLocation {
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** The document's own location: follows back and forward between entries that differ only in query or hash. */
export function browserLocation(): LocationStore {
  let current = locationOf(new URL(window.location.href));
  const listeners = new Set<() => void>();
  const refresh = () => {
    current = locationOf(new URL(window.location.href));
    for (const listener of listeners) listener();
  };
  // One store per document, for the document's lifetime: these listeners never need removing.
  window.addEventListener('popstate', refresh);
  window.addEventListener('hashchange', refresh);
  return {
    get: () => current,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    replaceSearch(search) {
      const url = new URL(window.location.href);
      url.search = search;
      window.history.replaceState(window.history.state, '', url);
      refresh();
    },
  };
}
