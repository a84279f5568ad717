import type { IncomingMessage, ServerResponse } from 'node:http';
import encodeUrl from 'encodeurl';
import { deepestListPage } from '../../shared/blog/posts-through-page';
import { requestedPage } from '../../shared/blog/blog-rules';
import { normalizeQuery } from '../../shared/help/search-query';
import { stepFromQuery } from '../../shared/pricing/price';
import { planById } from '../../shared/pricing/talk-to-us';
import { calendarParams, calendarApiQueryNames } from '../tools/compliance/calendar-query.server';
import { calendarApiPaths } from '../../shared/tools/calendar-paths';
import { canonicalPaths, type CanonicalPath } from '../middleware/redirects.server';
import { toolApiPath, toolParams, toolQuery } from './tool-queries.server';
import { reportedCase } from '../tools/report/report-query.server';
import { pageQueryParams } from '../ssr/routes.server';

/**
 * One spelling per answer, decided before the response cache: every other
 * spelling of a page's URL is a cheap 301 to it, so the cache keys, and pages
 * render, only canonical URLs. Without this, `/pric%69ng`, `/blog?page=007`
 * or `/pricing?step=<junk>` each rendered again under a key of its own.
 */

/** The canonical value of a page's parameter from its raw value, or null when the page's default applies (the parameter is dropped). */
type Normalise = (raw: string) => string | null;

const asDefault = <T>(value: T, fallback: T): string | null => (value === fallback ? null : String(value));

// The same parsers the pages' loaders use, so a canonical URL is exactly what the page renders.
const normalisers: Record<string, Normalise> = {
  step: (raw) => asDefault(stepFromQuery(raw), 1),
  page: (raw) => asDefault(requestedPage(raw, deepestListPage), 1),
  q: (raw) => normalizeQuery(raw) || null,
  sent: (raw) => (raw === '1' ? '1' : null),
  // The contact page's plan: a plan's id, as spelled in content/pricing.yaml, or nothing.
  plan: (raw) => planById(raw)?.id ?? null,
  // The support form's reported case: a tool's URL with inputs it can use, in the tool's own spelling, or nothing.
  report: (raw) => reportedCase(raw)?.report ?? null,
  // The compliance calendar's inputs: a value that means nothing is dropped, and the page asks for it.
  ...Object.fromEntries(Object.entries(calendarParams).map(([name, normalise]): [string, Normalise] => [name, (raw) => normalise(raw) ?? null])),
};

/**
 * The calendar's JSON and .ics: odd spellings of a good value 301 to the one
 * spelling, as for pages; a value that means nothing is left as it came, for
 * the handler's 400 naming the field (an API drops nothing it was given).
 */
const calendarApiNormalisers: Record<string, Normalise> = Object.fromEntries(
  Object.entries(calendarParams).map(([name, normalise]): [string, Normalise] => [name, (raw) => (normalise(raw) === undefined ? raw : (normalise(raw) ?? null))]),
);

const pageParams = pageQueryParams;
// A tool's parameters are made canonical together (tool-queries.server.ts), not one by one.
for (const [path, names] of pageParams) for (const name of names) if (!toolParams.has(path) && !(name in normalisers)) throw new Error(`${path} reads ?${name}, which has no canonical form`);

// The blog API's page and limit: a positive whole number in canonical decimal, given at most once.
const apiParams = new Map<string, { page: number; limit: number }>([['/api/blogs', { page: 10_000, limit: 50 }]]);
const wholeNumber = /^[1-9]\d{0,4}$/;

const unreserved = /[A-Za-z0-9\-._~]/;

/** Percent-encoded letters, digits and -._~ decoded, other escapes in upper case (RFC 3986 6.2.2: each pair means the same URL). */
function decodeUnreserved(path: string): string {
  if (!path.includes('%')) return path;
  return path.replace(/%[0-9a-fA-F]{2}/g, (escape) => {
    const char = String.fromCharCode(parseInt(escape.slice(1), 16));
    return unreserved.test(char) ? char : escape.toUpperCase();
  });
}

/** Dot segments resolved and empty segments dropped, as a browser resolves them; no trailing slash but the root's. */
function withoutDotsAndSlashes(path: string): string {
  if (!/\/\.{1,2}(?:\/|$)|\/\/|.\/$/.test(path)) return path;
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '' && segment !== '.') segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

export type CanonicalUrl = { kind: 'canonical' } | { kind: 'redirect'; location: string } | { kind: 'bad'; message: string; field?: string };

/** The one canonical spelling of a GET's request-target, given where each page lives. */
export function canonicalUrl(url: string, canonicalPath: CanonicalPath): CanonicalUrl {
  if (url.charCodeAt(0) !== 0x2f) return { kind: 'bad', message: 'The request-target must be a path.' };
  if (url.includes('#')) return { kind: 'bad', message: 'A request-target cannot contain a fragment (#).' };
  const q = url.indexOf('?');
  const rawPath = q === -1 ? url : url.slice(0, q);
  const rawQuery = q === -1 ? '' : url.slice(q + 1);
  // Asset names are exact; anything else there is a 404 from a map look-up, never cached.
  if (rawPath.startsWith('/assets/')) return { kind: 'canonical' };

  const decoded = withoutDotsAndSlashes(decodeUnreserved(rawPath));
  const path = canonicalPath(decoded) ?? toolApiPath(decoded) ?? decoded;
  // A path that would leave the site in a browser's reading (//host, /\host) is left to the not-found page.
  if (path.startsWith('//') || path.startsWith('/\\')) return { kind: 'canonical' };

  const api = apiParams.get(path);
  if (api) {
    const search = new URLSearchParams(rawQuery);
    for (const [name, max] of Object.entries(api)) {
      const [value, ...more] = search.getAll(name);
      if (more.length || (value !== undefined && !(wholeNumber.test(value) && Number(value) <= max))) {
        return { kind: 'bad', message: `page and limit must be positive integers (page at most ${api.page}, limit at most ${api.limit}), each given once; ${name} is not` };
      }
    }
  }

  const tool = toolQuery(path, rawQuery, decodeFormComponent);
  if (tool?.kind === 'bad') return { kind: 'bad', message: tool.message, field: tool.field };
  const names = pageParams.get(path);
  const toolApi = calendarApiPaths.includes(path);
  const query = tool
    ? tool.kind === 'query'
      ? tool.query
      : rawQuery
    : !rawQuery
      ? rawQuery
      : names
        ? canonicalQuery(rawQuery, names, normalisers)
        : toolApi
          ? canonicalQuery(rawQuery, calendarApiQueryNames, calendarApiNormalisers)
          : rawQuery;
  if (path === rawPath && query === rawQuery) return { kind: 'canonical' };
  return { kind: 'redirect', location: query ? `${path}?${query}` : path };
}

/**
 * The query with the page's own parameters in canonical form: each given once,
 * its first value normalised (kept as spelled when it already means that value),
 * dropped at the page's default. Every other parameter stays as it came, in place:
 * it is not part of the page (the cache key leaves it out), and a campaign's utm_
 * tags must survive the redirect.
 */
function canonicalQuery(rawQuery: string, names: readonly string[], normalise: Record<string, Normalise>): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decodeFormComponent(eq === -1 ? part : part.slice(0, eq));
    // Every name has a normaliser (pages': the start-up check above; the calendar API's come from the same table as its names); one without would be kept as it came.
    const toCanonical = names.includes(name) ? normalise[name] : undefined;
    if (!toCanonical) {
      parts.push(part);
      continue;
    }
    if (seen.has(name)) continue;
    seen.add(name);
    const value = decodeFormComponent(eq === -1 ? '' : part.slice(eq + 1));
    const canonical = toCanonical(value);
    if (canonical === null) continue;
    parts.push(canonical === value && eq !== -1 ? part : `${name}=${encodeURIComponent(canonical)}`);
  }
  const canonical = parts.join('&');
  return canonical === rawQuery ? rawQuery : canonical;
}

/** A query component as a form decodes it ('+' is a space); a malformed escape is taken literally. */
function decodeFormComponent(text: string): string {
  const spaced = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}

/** Answers a GET or HEAD whose URL is not canonical (301) or not a path at all (400) before anything else reads it. */
export function canonicalRequests(articlePaths: readonly string[]) {
  const canonicalPath = canonicalPaths(articlePaths);
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const canonical = canonicalUrl(req.url ?? '', canonicalPath);
    if (canonical.kind === 'canonical') return next();
    if (canonical.kind === 'bad') {
      const json = (req.url ?? '').startsWith('/api/');
      res.writeHead(400, { 'Content-Type': json ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(json ? JSON.stringify({ error: canonical.message, ...(canonical.field ? { field: canonical.field } : {}) }) : canonical.message);
      return;
    }
    // encodeurl, as Express's res.redirect: a lone % or a raw byte in the path becomes a valid escape.
    res.writeHead(301, { Location: encodeUrl(canonical.location), 'Cache-Control': 'public, max-age=86400', 'Content-Length': 0 });
    res.end();
  };
}
