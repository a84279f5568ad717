import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { FormState } from '../../shared/forms/form-state';
import type { Logger } from 'pino';
import { requestCacheKey } from './cache-key';
import type { CachedPage, PageCache } from './page-cache.server';
import { toCachedPage } from './page-cache.server';
import type { Renderer } from './render.server';
import { sendCached } from './send-cached.server';

const html = 'text/html; charset=utf-8';
export const publicPageCacheControl = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
const crawler = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|telegram|discord|linkedin|twitter|slack|lighthouse/i;

export interface SsrOptions {
  renderer: Renderer;
  caches: PageCaches;
  logger: Logger;
  /** TTL for blog pages when posts come from the API host; 0 means cache until content changes. */
  blogTtlMs: number;
}

function cacheControlFor(status: number, noStore: boolean): string {
  if (noStore || status >= 500) return 'no-store';
  if (status === 404) return 'public, max-age=0, s-maxage=60';
  return publicPageCacheControl;
}

/**
 * A page already in the cache is answered first thing, before logging and the
 * rest of the middleware: that is most requests, and the cheapest way to serve them.
 * Only canonical 200 pages are ever stored, so no redirect or static file is skipped.
 */
export function cachedPages(caches: PageCaches): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = requestCacheKey(req);
    const hit = caches.pages.get(key) ?? caches.notFound.get(key);
    if (!hit) return next();
    res.setHeader('X-Cache', 'HIT');
    sendCached(req, res, hit, html, cacheControlFor(hit.status, false));
  };
}

/** Pages, and (apart, so a flood of random paths cannot evict real pages) not-found answers. */
export interface PageCaches {
  pages: PageCache;
  notFound: PageCache;
}

/**
 * Every GET/HEAD that reaches here is a page not in the cache. Cacheable pages
 * (status 200, no request-specific state) are rendered once and kept
 * compressed; the rest, and everything when the cache is off, stream.
 */
export function ssrHandler({ renderer, caches, logger, blogTtlMs }: SsrOptions): RequestHandler {
  const render = renderPage({ renderer, logger });
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = requestCacheKey(req);
    const isBlog = req.path.startsWith('/blog');
    await render(req, res, next, {
      cache: caches.pages.enabled
        ? async (page) => {
            const ttl = isBlog ? blogTtlMs : undefined;
            (page.status === 200 ? caches.pages : caches.notFound).set(key, page, ttl);
          }
        : undefined,
    });
  };
}

export type PageRenderer = (
  req: Request,
  res: Response,
  next: NextFunction,
  opts: { formState?: FormState; cache?: (page: CachedPage) => Promise<void> },
) => Promise<void>;

/** Renders one page: cacheable ones to a compressed buffer, the rest streamed. */
export function renderPage({ renderer, logger }: Pick<SsrOptions, 'renderer' | 'logger'>): PageRenderer {
  return async (req, res, next, opts) => {
    const url = new URL(`http://site.internal${req.url}`);
    const controller = new AbortController();
    res.on('close', () => controller.abort());
    try {
      const prepared = await renderer.prepare(url.href, controller.signal, opts.formState);
      if (prepared.kind === 'redirect') {
        res.redirect(prepared.status, prepared.location);
        return;
      }
      const cacheable = !prepared.noStore && (prepared.status === 200 || (prepared.status === 404 && prepared.notFoundRoute));
      if (opts.cache && cacheable) {
        const page = await toCachedPage(prepared.status, await renderer.renderToBuffer(prepared));
        await opts.cache(page);
        res.setHeader('X-Cache', 'MISS');
        sendCached(req, res, page, html, cacheControlFor(page.status, false));
        return;
      }
      renderer.renderToStream(prepared, {
        waitForAll: crawler.test(req.headers['user-agent'] ?? ''),
        onReady(pipe) {
          res.statusCode = prepared.status;
          res.setHeader('Content-Type', html);
          res.setHeader('Cache-Control', cacheControlFor(prepared.status, prepared.noStore));
          if (req.method === 'HEAD') {
            res.end();
            return;
          }
          pipe(res);
        },
        onError(error) {
          next(error);
        },
      });
    } catch (error) {
      if (controller.signal.aborted) {
        logger.debug({ url: req.url }, 'client went away before the page was ready');
        return;
      }
      next(error);
    }
  };
}
