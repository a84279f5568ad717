import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { usePageState } from './page-state';
import type { PageLocation } from './location-store';

export function usePageLocation(): PageLocation {
  const { location } = usePageState();
  return useSyncExternalStore(location.subscribe, location.get, location.get);
}

export function useSearchParams(): URLSearchParams {
  const { search } = usePageLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

/** Query parameters to set; null removes one. */
export type SearchChanges = Record<string, string | null>;

/**
 * Rewrites some of the query in place: the history entry is replaced and no
 * document loads, so a search box or slider keeps its state linkable (the page
 * already shows that state). Parameters not named are kept, as is the hash.
 */
export function useReplaceSearch(): (changes: SearchChanges) => void {
  const { location } = usePageState();
  return useCallback(
    (changes: SearchChanges) => {
      const params = new URLSearchParams(location.get().search);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) params.delete(name);
        else params.set(name, value);
      }
      location.replaceSearch(params.toString());
    },
    [location],
  );
}
