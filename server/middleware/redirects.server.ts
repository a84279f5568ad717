import { changesFeedPath, legacyRedirects, staticPaths } from '../../shared/site-paths';
import { calendarApiPaths } from '../../shared/tools/calendar-paths';

// Some article links in the wild end in '?'; a client that percent-encodes it asks for a path no route matches.
const encodedQuestionMark = /%3f$/i;

export type CanonicalPath = (path: string) => string | null;

/**
 * Where a path should live by the page table and the help articles' own paths (legacy paths, letter case, an
 * article's encoded trailing ?, the /blog/ and /api/ prefixes' case), or null when it is already canonical or
 * unknown. Dot segments, slashes and encoded bytes are resolved before this, in canonical-url.server.ts.
 */
export function canonicalPaths(articlePaths: readonly string[]): CanonicalPath {
  const canonicalByLowercase = new Map<string, string>([...staticPaths, changesFeedPath, ...calendarApiPaths, ...articlePaths].map((path) => [path.toLowerCase(), path]));
  const articleByLowercase = new Map<string, string>(articlePaths.map((path) => [path.toLowerCase(), path]));
  return (path) => {
    const lower = path.toLowerCase();
    const legacy = legacyRedirects[lower];
    if (legacy) return legacy;
    const known = canonicalByLowercase.get(lower);
    if (known && known !== path) return known;
    if (encodedQuestionMark.test(lower)) {
      const article = articleByLowercase.get(lower.slice(0, -3));
      if (article) return article;
    }
    // Express matches these prefixes case-insensitively: /API/blogs would be the same answer under a key of its own.
    for (const prefix of ['/blog/', '/api/']) if (lower.startsWith(prefix) && !path.startsWith(prefix)) return `${prefix}${path.slice(prefix.length)}`;
    return null;
  };
}
