import type { IncomingMessage, ServerResponse } from 'node:http';
import { chooseEncoding } from './encoding.server';

export interface CachedBody {
  status: number;
  etag: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** Sends a body that is already rendered and compressed: 304 on a matching ETag, no body for HEAD. */
export function sendCached(req: IncomingMessage, res: ServerResponse, body: CachedBody, type: string, cacheControl: string): void {
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('ETag', body.etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (body.status === 200 && etagMatches(req.headers['if-none-match'], body.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  const bytes = encoding === 'br' && body.br ? body.br : encoding === 'gzip' && body.gzip ? body.gzip : body.identity;
  if (bytes !== body.identity) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.statusCode = body.status;
  if (req.method === 'HEAD') res.end();
  else res.end(bytes);
}
