import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fresh from 'fresh';
import { chooseEncoding } from './encoding.server';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * A strong ETag names exact bytes: the answer was already encoded for this
 * client (a cached answer, the not-found document, the build's assets), so it
 * is neither compressed again nor stored again.
 */
export function hasStrongEtag(res: ServerResponse): boolean {
  const etag = res.getHeader('ETag');
  return typeof etag === 'string' && etag.startsWith('"');
}

/** One answer held in every content coding it is sent in, with the headers its handler gave it. */
export interface EncodedBody {
  status: number;
  headers: ReadonlyArray<readonly [string, string]>;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Names the identity bytes; each coding's ETag adds its own suffix to it. */
  tag: string;
}

/**
 * Compressed once, at levels whose cost stays bounded when a cache miss is
 * all an attacker has to send. On the 28.5 KB /pricing page brotli 5 takes
 * 0.34 ms for 4,136 bytes where 9 took 7.3 ms for 4,099 (1% smaller, 20x the
 * CPU, and each pending quality-9 job held 16-25 MB); gzip 6 is 15 bytes
 * larger than 9. A 256 KB window covers every page and caps brotli's memory.
 */
export async function encodeForCache(status: number, headers: EncodedBody['headers'], body: Buffer): Promise<EncodedBody> {
  const [br, gzipped] = await Promise.all([
    brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gz(body, { level: 6 }),
  ]);
  return { status, headers, identity: body, br, gzip: gzipped, tag: createHash('sha256').update(body).digest('base64url').slice(0, 27) };
}

/**
 * Sends the coding the client takes, with a strong ETag of its own (RFC 9110
 * 8.8.3: a strong validator names exact bytes, so br, gzip and identity each
 * need one), Vary, a 304 when If-None-Match names this coding's tag, and no
 * body for HEAD (Node drops it). A response with a strong ETag is never
 * compressed again on its way out (see app.ts).
 */
export function sendEncoded(req: IncomingMessage, res: ServerResponse, body: EncodedBody): void {
  const encoding = chooseEncoding(req, [...(body.br ? ['br' as const] : []), ...(body.gzip ? ['gzip' as const] : []), 'identity']);
  if (!encoding) {
    res.writeHead(406, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' });
    res.end('Not acceptable: this answer is available as br, gzip or identity.');
    return;
  }
  const [bytes, etag] =
    encoding === 'br' && body.br ? [body.br, `"${body.tag}-br"`] : encoding === 'gzip' && body.gzip ? [body.gzip, `"${body.tag}-gzip"`] : [body.identity, `"${body.tag}"`];
  for (const [name, value] of body.headers) res.setHeader(name, value);
  res.setHeader('ETag', etag);
  res.setHeader('Vary', 'Accept-Encoding');
  if (body.status === 200 && fresh(req.headers, { etag })) {
    res.statusCode = 304;
    res.end();
    return;
  }
  if (bytes !== body.identity) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  res.statusCode = body.status;
  res.end(bytes);
}
