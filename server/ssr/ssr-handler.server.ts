import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { FormState } from '../../shared/forms/form-state';
import type { Logger } from 'pino';
import { requestCacheKey } from './cache-key';
import type { CachedPage, PageCaches } from './page-cache.server';
import { toCachedPage, toOneOffPage } from './page-cache.server';
import { chooseEncoding } from './encoding.server';
import { cacheControlFor, sendPage } from './page-headers.server';
import type { Renderer } from './render.server';

const crawler = /bot|crawl|spider|slurp|facebookexternalhit|embedly|preview|whatsapp|telegram|discord|linkedin|twitter|slack|lighthouse/i;

export interface SsrOptions {
  renderer: Renderer;
  caches: PageCaches;
  logger: Logger;
  /** TTL for blog pages when posts come from the API host; 0 means cache until content changes. */
  blogTtlMs: number;
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
    const key = requestCacheKey(req.originalUrl);
    const isBlog = req.path.startsWith('/blog');
    await render(req, res, next, {
      cache: caches.pages.enabled && key !== undefined
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

/** Renders one page: cacheable ones kept with their best compression, the rest compressed once, quickly. */
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
      const document = await renderer.renderToBuffer(prepared);
      if (opts.cache && cacheable) {
        const page = await toCachedPage(prepared.status, document);
        await opts.cache(page);
        res.setHeader('X-Cache', 'MISS');
        sendPage(req, res, page, cacheControlFor(page.status, false));
        return;
      }
      const page = toOneOffPage(prepared.status, document, chooseEncoding(req.headers['accept-encoding']));
      sendPage(req, res, page, cacheControlFor(prepared.status, prepared.noStore));
    } catch (error) {
      if (controller.signal.aborted) {
        logger.debug({ url: req.url }, 'client went away before the page was ready');
        return;
      }
      next(error);
    }
  };
}
