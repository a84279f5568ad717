/**
 * Query parameters some page or API answer reads (the blog's page, the API's
 * limit, the help search's q, the pricing slider's step). Every other
 * parameter is left out of the key, so it can neither poison nor fragment the cache.
 */
const readParams = ['limit', 'page', 'q', 'step'] as const;

// Characters after which URL parsers disagree on where the path ends; such requests are never cached.
const ambiguous = /[\s#\u00a0\ufeff]/;

/**
 * The one key rule for every cached answer, page or API: the raw path (no
 * dot-segment folding, no decoding, so "/./api" can never be stored under
 * "/api") and every value of the parameters answers read, in a fixed order
 * (every value, since one handler reads the first of a repeated parameter and
 * another the last). Undefined: do not cache this URL.
 */
export function cacheKey(url: string): string | undefined {
  if (url.charCodeAt(0) !== 0x2f) return undefined;
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (ambiguous.test(pathname)) return undefined;
  if (q === -1) return pathname;
  const search = new URLSearchParams(url.slice(q + 1));
  const parts: string[] = [];
  for (const name of readParams) for (const value of search.getAll(name)) parts.push(`${name}=${encodeURIComponent(value)}`);
  return parts.length ? `${pathname}?${parts.join('&')}` : pathname;
}
