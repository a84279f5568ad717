import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import { cacheKey } from './cache-key.server';
import { sharedLifetimeMs } from './cache-policy.server';
import { encodeForCache, isEncoded, sendEncoded, type EncodedBody } from './encoded-body.server';
import { holdBody } from './hold-body.server';

// Headers the cache sets itself when it sends an answer, or that belong to one exchange only.
const notStored = new Set(['content-length', 'content-encoding', 'etag', 'vary', 'x-cache', 'date', 'connection', 'transfer-encoding']);

function store(maxEntries: number) {
  return new LRUCache<string, EncodedBody>({
    max: maxEntries,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (body) => body.identity.length + (body.br?.length ?? 0) + (body.gzip?.length ?? 0),
  });
}

/**
 * The response cache: a shared cache in the server, keyed by the one key
 * rule, keeping a GET's 200 or 301 for the s-maxage its handler gave it (the one TTL
 * rule; a CDN reads the same header). A hit is sent from memory in the coding
 * the client takes. A miss goes on to the handler; what it sends is captured,
 * and when it may be shared it is compressed once, stored, and sent from the
 * stored copy, so the first visitor and the next get the same bytes and
 * validators. Not-found answers are not stored: the one not-found document
 * arrives already encoded, once for every path (not-found.server.ts).
 *
 * Whatever the cache does not answer goes through `compress` first: hits are
 * already compressed and skip its set-up, and the capture, installed after it,
 * reads the handler's own bytes.
 */
export function responseCache(maxEntries: number, compress: RequestHandler): RequestHandler {
  const answers = store(maxEntries);
  // Answers for a query (a help search, a slider step, a blog page) have a bounded store of their own, so no flood of them can evict a page.
  const variants = store(Math.min(maxEntries, 200));
  const storeFor = (key: string) => (key.includes('?') ? variants : answers);
  const filling = new Map<string, Promise<EncodedBody | undefined>>();

  function capture(req: IncomingMessage, res: ServerResponse, key: string, settle: (body: EncodedBody | undefined) => void): void {
    const presetHeaders = new Set(res.getHeaderNames());
    let keepMs = 0;
    const wanted = (): boolean => {
      // Bytes already encoded for this client (the one not-found document) are not this key's to store.
      keepMs =
        (res.statusCode === 200 || res.statusCode === 301) && !isEncoded(res) && !res.headersSent && !res.hasHeader('set-cookie') ? sharedLifetimeMs(res.getHeader('cache-control')) : 0;
      if (keepMs === 0) settle(undefined);
      return keepMs > 0;
    };
    holdBody(res, wanted, (captured) => {
      const headers = res
        .getHeaderNames()
        .filter((name) => !presetHeaders.has(name) && !notStored.has(name))
        .map((name) => [name, String(res.getHeader(name))] as const);
      for (const name of res.getHeaderNames()) if (!presetHeaders.has(name)) res.removeHeader(name);
      const body = encodeForCache(res.statusCode, headers, captured);
      storeFor(key).set(key, body, { ttl: keepMs });
      settle(body);
      res.setHeader('X-Cache', 'MISS');
      sendEncoded(req, res, body);
    });
  }

  return (req, res, next) => {
    const key = (req.method === 'GET' || req.method === 'HEAD') && req.url ? cacheKey(req.url) : undefined;
    if (key === undefined) return compress(req, res, next);
    const hit = answers.get(key) ?? variants.get(key);
    if (hit) {
      res.setHeader('X-Cache', 'HIT');
      sendEncoded(req, res, hit);
      return;
    }
    // Identical concurrent misses wait for the one render already under way instead of each rendering and compressing the same page.
    const pending = filling.get(key);
    if (pending) {
      void pending.then((body) => {
        if (body) {
          res.setHeader('X-Cache', 'HIT');
          sendEncoded(req, res, body);
        } else miss(req, res, next, key);
      });
      return;
    }
    miss(req, res, next, key);
  };

  function miss(req: Request, res: Response, next: NextFunction, key: string): void {
    let settle: (body: EncodedBody | undefined) => void = () => {};
    if (!filling.has(key)) {
      const fill = new Promise<EncodedBody | undefined>((resolve) => {
        settle = (body) => {
          settle = () => {};
          if (filling.get(key) === fill) filling.delete(key);
          resolve(body);
        };
      });
      filling.set(key, fill);
      // A client that leaves before its answer is stored frees the waiters to render for themselves.
      res.once('close', () => settle(undefined));
    }
    compress(req, res, (error?: unknown) => {
      if (error) return next(error);
      // HEAD is handled as GET (Node drops the body of a HEAD response), so a HEAD miss fills the cache and carries the headers GET would.
      req.method = 'GET';
      capture(req, res, key, (body) => settle(body));
      next();
    });
  }
}
