import type { IncomingMessage, ServerResponse } from 'node:http';
import encodeUrl from 'encodeurl';
import { calendarParams, calendarShareQuery } from '../tools/compliance/calendar-query.server';
import { calendarApiPaths } from '../../shared/tools/calendar-paths';
import { canonicalPaths, type CanonicalPath } from '../middleware/redirects.server';
import { toolApiPath, toolApiQueries, toolQuery } from './tool-queries.server';
import { pageQueries } from '../ssr/routes.server';
import { isGroupedQuery, isWholeQuery, type Normalise, type ParamNormalisers, type WholeQuery } from '../ssr/page-query.server';

/**
 * One spelling per answer, decided before the response cache: every other
 * spelling of a page's URL is a cheap 301 to it, so the cache keys, and pages
 * render, only canonical URLs. Without this, `/pric%69ng`, `/blog?page=007`
 * or `/pricing?step=<junk>` each rendered again under a key of its own. A
 * page's parameters and their canonical forms are its own, declared beside its
 * loader (the `query` of shared/routes/<folder>/page.server.ts).
 */

/**
 * The calendar's JSON and .ics: odd spellings of a good value 301 to the one
 * spelling, as for pages; a value that means nothing is left as it came, for
 * the handler's 400 naming the field (an API drops nothing it was given).
 */
const calendarApiNormalisers: ParamNormalisers = Object.fromEntries(
  Object.entries(calendarParams).map(([name, normalise]): [string, Normalise] => [name, (raw) => (normalise(raw) === undefined ? raw : (normalise(raw) ?? null))]),
);

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

  const pageQuery = pageQueries.get(path);
  const toolApi = toolApiQueries.get(path);
  const whole = toolApi ?? (pageQuery && isWholeQuery(pageQuery) ? pageQuery : undefined);
  const tool = whole && toolQuery(whole, toolApi !== undefined, rawQuery, decodeFormComponent);
  if (tool?.kind === 'bad') return { kind: 'bad', message: tool.message, field: tool.field };
  const calendarApi = calendarApiPaths.includes(path);
  const grouped = pageQuery && isGroupedQuery(pageQuery) ? pageQuery : calendarApi ? { each: calendarApiNormalisers, group: calendarShareQuery } : undefined;
  const each = grouped ? grouped.each : pageQuery && !isWholeQuery(pageQuery) ? (pageQuery as ParamNormalisers) : undefined;
  const eachQuery = tool ? (tool.kind === 'query' ? tool.query : rawQuery) : rawQuery && each ? canonicalQuery(rawQuery, each) : rawQuery;
  const group = grouped && eachQuery ? groupQuery(eachQuery, grouped.group, calendarApi) : { query: eachQuery };
  if ('field' in group) return { kind: 'bad', message: group.message, field: group.field };
  const query = group.query;
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
function canonicalQuery(rawQuery: string, normalise: ParamNormalisers): string {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decodeFormComponent(eq === -1 ? part : part.slice(0, eq));
    // Own names only: ?constructor= or ?toString= is not a parameter the page reads.
    const toCanonical = Object.hasOwn(normalise, name) ? normalise[name] : undefined;
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

/**
 * The query with a group's parameters (read together) taken out of place and
 * written, in their one spelling, after every other parameter. A value the
 * group cannot use is the API's 400; a page keeps the query as it came and
 * names the field itself.
 */
function groupQuery(rawQuery: string, group: WholeQuery, api: boolean): { query: string } | { field: string; message: string } {
  const own: Array<[string, string]> = [];
  const others: string[] = [];
  for (const part of rawQuery.split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const name = decodeFormComponent(eq === -1 ? part : part.slice(0, eq));
    if (group.params.includes(name)) own.push([name, decodeFormComponent(eq === -1 ? '' : part.slice(eq + 1))]);
    else others.push(part);
  }
  if (own.length === 0) return { query: rawQuery };
  const canonical = group.canonical(own);
  if ('field' in canonical) return api ? canonical : { query: rawQuery };
  return { query: [...others, canonical.query].filter(Boolean).join('&') };
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
