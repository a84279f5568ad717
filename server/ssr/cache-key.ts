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

/**
 * The key for a request as Express sees it (raw path, no dot-segment folding), so
 * the entry a render stores is the one a later identical request looks up, and
 * "/./api" can never be stored under "/api".
 */
export function requestCacheKey(req: { path: string; url: string }): string {
  return pageCacheKey(req.path, new URLSearchParams(req.url.slice(req.path.length)));
}
