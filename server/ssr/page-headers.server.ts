import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendCached, type CachedBody } from './send-cached.server';
import { speculationRulesHeader } from './speculation-rules.server';

const htmlType = 'text/html; charset=utf-8';
export const publicPageCacheControl = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';

/** What a CDN may do with a page: keep good pages, keep not-found briefly, never keep errors or personal state. */
export function cacheControlFor(status: number, noStore: boolean): string {
  if (noStore || status >= 500) return 'no-store';
  if (status === 404) return 'public, max-age=0, s-maxage=60';
  return publicPageCacheControl;
}

/** Sends a rendered page, fresh or cached, with the headers every page carries. */
export function sendPage(req: IncomingMessage, res: ServerResponse, page: CachedBody, cacheControl: string): void {
  res.setHeader(...speculationRulesHeader);
  sendCached(req, res, page, htmlType, cacheControl);
}
