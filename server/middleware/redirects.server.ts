import { articlePaths, legacyRedirects, staticPaths } from '../../shared/site-paths';

const canonicalByLowercase = new Map<string, string>([...staticPaths, ...articlePaths].map((path) => [path.toLowerCase(), path]));

const articleByLowercase = new Map<string, string>(articlePaths.map((path) => [path.toLowerCase(), path]));

// Some article links in the wild end in '?'; a client that percent-encodes it asks for a path no route matches.
const encodedQuestionMark = /%3f$/i;

// A dot segment (raw or percent-encoded) or an empty segment: every such spelling of a path renders it again under a key of its own.
const unnormalised = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)|\/\//i;

/** The path with empty segments dropped and dot segments resolved, as a browser resolves them. */
function normalisedPath(path: string): string {
  const segments: string[] = [];
  const parts = path.split('/');
  for (const [index, segment] of parts.entries()) {
    const dots = segment.replace(/%2e/gi, '.');
    if (dots === '..') segments.pop();
    else if (segment !== '' && dots !== '.') segments.push(segment);
    else if (index === parts.length - 1 && index > 0) segments.push('');
  }
  return `/${segments.join('/')}`;
}

/** Where a path should live, or null when it is already canonical (or unknown). */
export function canonicalPath(path: string): string | null {
  if (unnormalised.test(path)) {
    const normal = normalisedPath(path);
    return canonicalPath(normal) ?? normal;
  }
  if (path.length > 1 && path.endsWith('/')) {
    const trimmed = path.replace(/\/+$/, '') || '/';
    return canonicalPath(trimmed) ?? trimmed;
  }
  const lower = path.toLowerCase();
  const legacy = legacyRedirects[lower];
  if (legacy) return legacy;
  const known = canonicalByLowercase.get(lower);
  if (known && known !== path) return known;
  if (encodedQuestionMark.test(lower)) {
    const article = articleByLowercase.get(lower.slice(0, -3));
    if (article) return article;
  }
  if (lower.startsWith('/blog/') && !path.startsWith('/blog/')) return `/blog/${path.slice(6)}`;
  return null;
}
