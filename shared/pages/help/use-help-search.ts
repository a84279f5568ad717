import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useSearchParams } from 'react-router';
import type { HelpData } from './help-data';
import { normalizeQuery } from './search-query';

export const searchDebounceMs = 250;

export interface HelpSearchState {
  input: string;
  setInput: (value: string) => void;
  /** Searches now (Enter or the Search button) instead of after the pause. */
  submit: () => void;
  /** The query in the URL, which the results belong to. */
  query: string;
  /** Results for query, or the previous ones while they load, so the list does not blink. */
  results: HelpData | null;
  pending: boolean;
}

/**
 * Search as you type. The typed text reaches the URL (?q=, replacing the
 * history entry, so only this box changes it) after a short pause; the results
 * for the URL's query come from the page's own loader, through a fetcher.
 */
export function useHelpSearch(initial: HelpData): HelpSearchState {
  const [params, setParams] = useSearchParams();
  const query = normalizeQuery(params.get('q'));
  const fetcher = useFetcher<HelpData>();
  const [input, setInput] = useState(query);
  const committed = useRef(query);

  const commit = useCallback(
    (value: string) => {
      const next = normalizeQuery(value);
      if (next === committed.current) return;
      committed.current = next;
      setParams(next ? { q: next } : {}, { replace: true });
    },
    [setParams],
  );

  useEffect(() => {
    if (normalizeQuery(input) === committed.current) return;
    const timer = setTimeout(() => commit(input), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [input, commit]);

  const fresh = [fetcher.data, initial].find((d) => d?.query === query) ?? null;
  const { load } = fetcher;
  useEffect(() => {
    if (query && !fresh) void load(`/help?q=${encodeURIComponent(query)}`);
  }, [query, fresh, load]);

  const previous = [fetcher.data, initial].find((d) => d?.query) ?? null;
  return {
    input,
    setInput,
    submit: () => commit(input),
    query,
    results: query ? (fresh ?? previous) : null,
    pending: Boolean(query) && !fresh,
  };
}
