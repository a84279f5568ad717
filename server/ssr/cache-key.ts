/** Query parameters any page reads; all others are ignored, so they can neither poison nor fragment the cache. */
export const pageQueryParams = ['page', 'step', 'q'] as const;

/** The cache key for a page: its path plus the query parameters pages read, in a fixed order. */
export function pageCacheKey(pathname: string, search: URLSearchParams): string {
  const parts: string[] = [];
  for (const name of pageQueryParams) {
    const value = search.get(name);
    if (value !== null) parts.push(`${name}=${encodeURIComponent(value)}`);
  }
  return parts.length ? `${pathname}?${parts.join('&')}` : pathname;
}

// Characters after which URL parsers disagree on where the path ends; such requests are never cached.
const ambiguous = /[\s#\u00a0\ufeff]/;

/**
 * The key for a request's raw URL (no dot-segment folding, no decoding), so the
 * entry a render stores is the one a later identical request looks up, and
 * "/./api" can never be stored under "/api". Undefined: do not cache this URL.
 */
export function requestCacheKey(url: string): string | undefined {
  if (url.charCodeAt(0) !== 0x2f) return undefined;
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (ambiguous.test(pathname)) return undefined;
  return q === -1 ? pathname : pageCacheKey(pathname, new URLSearchParams(url.slice(q + 1)));
}
