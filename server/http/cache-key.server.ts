import { calendarApiPaths } from '../../shared/tools/calendar-paths';
import { calendarApiQueryNames } from '../tools/compliance/calendar-query.server';
import { toolParams } from './tool-queries.server';
import { pageQueryParams } from '../ssr/routes.server';

/**
 * The query parameters each path's answer reads: a page's, from its
 * folder's page.server.ts (its `query`), the blog API's limit and page, and
 * the tools' APIs' own. Every other parameter, and every
 * parameter on any other path, is left out of the key, so `/?q=junk` is the
 * cached `/` and junk can neither poison nor fragment the cache.
 */
const readParams: ReadonlyMap<string, readonly string[]> = new Map([
  ...pageQueryParams,
  ['/api/blogs', ['limit', 'page']],
  ...calendarApiPaths.map((path): [string, readonly string[]] => [path, calendarApiQueryNames]),
  ...toolParams,
]);

/** The parameters the answer at this path reads; none for a path not listed. */
function paramsReadAt(pathname: string): readonly string[] {
  return readParams.get(pathname) ?? [];
}

// Characters after which URL parsers disagree on where the path ends; such requests are never cached.
const ambiguous = /[\s#\u00a0\ufeff]/;

/**
 * The one key rule for every cached answer, page or API: the raw path (no
 * dot-segment folding, no decoding, so "/./api" can never be stored under
 * "/api") and every value of the parameters that path's answer reads, in a
 * fixed order (every value, since one handler reads the first of a repeated
 * parameter and another the last). Undefined: do not cache this URL.
 */
export function cacheKey(url: string): string | undefined {
  if (url.charCodeAt(0) !== 0x2f) return undefined;
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (ambiguous.test(pathname)) return undefined;
  const names = paramsReadAt(pathname);
  if (q === -1 || names.length === 0) return pathname;
  const search = new URLSearchParams(url.slice(q + 1));
  const parts: string[] = [];
  for (const name of names) for (const value of search.getAll(name)) parts.push(`${name}=${encodeURIComponent(value)}`);
  return parts.length ? `${pathname}?${parts.join('&')}` : pathname;
}
