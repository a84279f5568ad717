import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestId } from '../middleware/request-id.server';
import { requestCacheKey } from './cache-key';
import type { PageCaches } from './page-cache.server';
import { cacheControlFor, sendPage } from './page-headers.server';

/**
 * Answers a GET or HEAD for a page already in the cache before Express sees the
 * request: that is most traffic, and skipping routing and logging for it keeps
 * a hit close to the cost of writing bytes from memory. Only canonical pages are
 * ever stored, so no redirect, asset or API route can be shadowed.
 */
export function cachedPageResponder(caches: PageCaches, securityHeaders: ReadonlyArray<readonly [string, string]>) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    const key = requestCacheKey(req.url);
    if (key === undefined) return false;
    const hit = caches.pages.get(key) ?? caches.notFound.get(key);
    if (!hit) return false;
    requestId(req, res);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.setHeader('X-Cache', 'HIT');
    sendPage(req, res, hit, cacheControlFor(hit.status, false));
    return true;
  };
}
