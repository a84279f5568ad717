import type { IncomingMessage, ServerResponse } from 'node:http';
import { matchRoutes, type RouteObject, type StaticHandlerContext } from 'react-router';
import { LRUCache } from 'lru-cache';
import { encodeForCache, sendEncoded, type EncodedBody } from '../http/encoded-body.server';
import { matchedRoutes } from './page-state.server';

/**
 * Whether only the catch-all route matches a path, answered in constant time.
 * react-router's matchRoutes flattens, ranks and compiles every route to a
 * regular expression on each call (about 0.25 ms here for this site's ~60
 * routes), which made every junk path cost a page's worth of routing. This
 * reads the same route objects once: static paths into a set, dynamic ones
 * ("blog/:id") as segment patterns, and for a path it cannot read plainly (a
 * malformed escape) it asks matchRoutes itself. It matches as react-router
 * does: letters in any case, percent-escapes decoded, one trailing slash ignored.
 */
export function catchAllMatcher(routes: RouteObject[]): (pathname: string) => boolean {
  const children = routes.flatMap((route) => route.children ?? []);
  const staticPaths = new Set<string>();
  const patterns: string[][] = [];
  for (const child of children) {
    if (child.index) staticPaths.add('');
    else if (child.path === '*' || child.path === undefined) continue;
    else if (/[:*?]/.test(child.path)) patterns.push(child.path.toLowerCase().split('/'));
    else staticPaths.add(child.path.toLowerCase());
  }
  const fitsPattern = (segments: string[]) =>
    patterns.some((pattern) => pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])));

  return (pathname) => {
    let path: string;
    try {
      path = decodeURIComponent(pathname).toLowerCase();
    } catch {
      return matchRoutes(routes, pathname)?.at(-1)?.route.path === '*';
    }
    const inner = path.replace(/^\/+/, '').replace(/\/$/, '');
    if (staticPaths.has(inner)) return false;
    return !fitsPattern(inner.split('/'));
  };
}

/**
 * Not-found answers, in one place. A not-found document names its route's
 * pattern, not the path (page-state.server.ts), so every junk path reaching
 * the same routes gets the same bytes: it is rendered once per set of matched
 * routes, compressed once, and sent as it is, never stored under each junk
 * path. Once the catch-all route's document exists, a path only it matches is
 * answered from it at once, with no loader, render slot or static handler.
 */
export interface NotFoundAnswers {
  /** The encoded not-found document for a path only the catch-all route matches, once it has been rendered. */
  readyFor(pathname: string): Promise<EncodedBody> | undefined;
  /** The not-found document for these matched routes: rendered by `render` the first time, then remembered. */
  answer(context: StaticHandlerContext, render: () => Promise<Buffer>): Promise<EncodedBody>;
  /** Sends one, with the headers its handler gave the response. */
  send(req: IncomingMessage, res: ServerResponse, body: EncodedBody): void;
}

export function notFoundAnswers(routes: RouteObject[]): NotFoundAnswers {
  const reachesCatchAll = catchAllMatcher(routes);
  const documents = new LRUCache<string, Promise<EncodedBody>>({ max: 32 });
  let catchAll: Promise<EncodedBody> | undefined;
  return {
    readyFor: (pathname) => (catchAll && reachesCatchAll(pathname) ? catchAll : undefined),
    answer(context, render) {
      const key = JSON.stringify(matchedRoutes(context));
      let body = documents.get(key);
      if (!body) {
        body = render().then((document) => encodeForCache(404, [], document));
        documents.set(key, body);
        const stored = body;
        // The deepest match is the catch-all route itself: only it matched this path.
        const isCatchAll = context.matches.at(-1)?.route.path === '*';
        stored.then(
          () => {
            if (isCatchAll) catchAll = stored;
          },
          () => documents.delete(key),
        );
      }
      return body;
    },
    send: sendEncoded,
  };
}
