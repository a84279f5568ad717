import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, gzip, gzipSync, constants } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import type { Encoding } from './encoding.server';
import type { CachedBody } from './send-cached.server';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** A rendered page held with its compressed forms, so a hit costs no rendering and no compression. */
export interface CachedPage {
  status: number;
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

const etagOf = (html: Buffer) => `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;

/** Compressed hard, once: a cached page is sent thousands of times. */
export async function toCachedPage(status: number, html: Buffer): Promise<CachedPage> {
  const [br, gzipped] = await Promise.all([
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
    gz(html, { level: 9 }),
  ]);
  return { status, etag: etagOf(html), identity: html, br, gzip: gzipped };
}

/**
 * A page sent once (request-specific, or the cache is off): only the encoding
 * the client takes, at a level that costs about 0.15 ms for a 27 KB page.
 * Synchronous on purpose: handing a buffer this small to the thread pool cost
 * more CPU than compressing it (2.4 ms per uncached request against 1.5 ms).
 */
export function toOneOffPage(status: number, html: Buffer, encoding: Encoding): CachedBody {
  const page: CachedBody = { status, etag: etagOf(html), identity: html };
  if (encoding === 'br') page.br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 3, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } });
  else if (encoding === 'gzip') page.gzip = gzipSync(html, { level: 3 });
  return page;
}

export interface PageCache {
  readonly enabled: boolean;
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage, ttlMs?: number): void;
  clear(): void;
  readonly size: number;
}

/** Bounded by entry count and by bytes; a per-entry TTL lets upstream blog pages expire. */
export function createPageCache(maxEntries: number): PageCache {
  if (maxEntries === 0) {
    return { enabled: false, get: () => undefined, set: () => {}, clear: () => {}, size: 0 };
  }
  const lru = new LRUCache<string, CachedPage>({
    max: maxEntries,
    maxSize: 64 * 1024 * 1024,
    sizeCalculation: (page) => page.identity.length + page.br.length + page.gzip.length,
  });
  return {
    enabled: true,
    get: (key) => lru.get(key),
    set: (key, page, ttlMs) => {
      lru.set(key, page, ttlMs ? { ttl: ttlMs } : undefined);
    },
    clear: () => lru.clear(),
    get size() {
      return lru.size;
    },
  };
}

/** Pages, and (apart, so a flood of random paths cannot evict real pages) not-found answers. */
export interface PageCaches {
  pages: PageCache;
  notFound: PageCache;
}
