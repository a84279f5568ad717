import { useCallback, useEffect, useRef, useState } from 'react';
import { browserSiteData } from '../../data/browser-site-data';
import { useReplaceSearch, useSearchParams } from '../../page';
import { searchHelp, type HelpSearchResults } from './help-data';
import { normalizeQuery } from '../../help/search-query';

export const searchDebounceMs = 250;

export interface HelpSearchState {
  input: string;
  setInput: (value: string) => void;
  /** Searches now (Enter or the Search button) instead of after the pause. */
  submit: () => void;
  /** The query in the URL, which the results belong to. */
  query: string;
  /** Results for query, or the previous ones while they load, so the list does not blink. */
  results: HelpSearchResults | null;
  pending: boolean;
}

/**
 * Search as you type. The typed text reaches the URL (?q=, replacing the
 * history entry, so only this box changes it) after a short pause; results for
 * the URL's query come from the page's loader data, or else from the site's
 * search API, as the blog's Load More reads its next page.
 */
export function useHelpSearch(initial: HelpSearchResults): HelpSearchState {
  const query = normalizeQuery(useSearchParams().get('q'));
  const replaceSearch = useReplaceSearch();
  const [input, setInput] = useState(query);
  const [loaded, setLoaded] = useState<HelpSearchResults | null>(null);
  const committed = useRef(query);

  const commit = useCallback(
    (value: string) => {
      const next = normalizeQuery(value);
      if (next === committed.current) return;
      committed.current = next;
      replaceSearch({ q: next || null });
    },
    [replaceSearch],
  );

  useEffect(() => {
    if (normalizeQuery(input) === committed.current) return;
    const timer = setTimeout(() => commit(input), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [input, commit]);

  const fresh = [loaded, initial].find((d) => d?.query === query) ?? null;
  useEffect(() => {
    if (!query || fresh) return;
    // An answer for a query the visitor has already changed must not replace the newer one.
    let current = true;
    void searchHelp(browserSiteData, query)
      .catch((error: unknown) => {
        console.error('Help search failed', error);
        return { query, hits: [], searchFailed: true };
      })
      .then((results) => {
        if (current) setLoaded(results);
      });
    return () => {
      current = false;
    };
  }, [query, fresh]);

  const previous = [loaded, initial].find((d) => d?.query) ?? null;
  return {
    input,
    setInput,
    submit: () => commit(input),
    query,
    results: query ? (fresh ?? previous) : null,
    pending: Boolean(query) && !fresh,
  };
}
