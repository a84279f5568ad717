import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import fresh from 'fresh';
import { chooseEncoding, notAcceptable } from './encoding.server';

// Answers sendEncoded wrote: their bytes were chosen for this client, so they are neither compressed again nor stored again.
const encodedAnswers = new WeakSet<ServerResponse>();

/** Whether this answer's bytes were already encoded for its client (a cached answer, the not-found document, the build's assets). */
export function isEncoded(res: ServerResponse): boolean {
  return encodedAnswers.has(res);
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
 * Levels whose cost stays bounded when a cache miss is all an attacker has to
 * send. On the 28.5 KB /pricing page brotli 5 takes 0.34 ms for 4,136 bytes
 * where 9 took 7.3 ms for 4,099 (1% smaller, 20x the CPU, and each pending
 * quality-9 job held 16-25 MB); gzip 6 is 15 bytes larger than 9. A 256 KB
 * window covers every page and caps brotli's memory.
 */
export const brotliOptions = (size: number): BrotliOptions => ({
  params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_LGWIN]: 18, [constants.BROTLI_PARAM_SIZE_HINT]: size },
});
export const gzipOptions: ZlibOptions = { level: 6 };

/**
 * Compressed once in every coding, to be stored and sent many times. On the
 * main thread, in one pass each: zlib's asynchronous calls run on the thread
 * pool, whose per-thread glibc arenas kept what each job allocated (RSS after
 * a full GC rose from 149 to about 400 MB under a flood of new help searches).
 */
export function encodeForCache(status: number, headers: EncodedBody['headers'], body: Buffer): EncodedBody {
  const br = brotliCompressSync(body, brotliOptions(body.length));
  const gzipped = gzipSync(body, gzipOptions);
  return { status, headers, identity: body, br, gzip: gzipped, tag: createHash('sha256').update(body).digest('base64url').slice(0, 27) };
}

/**
 * Sends the coding the client takes, with a strong ETag of its own (RFC 9110
 * 8.8.3: a strong validator names exact bytes, so br, gzip and identity each
 * need one), Vary, a 304 when If-None-Match names this coding's tag, and no
 * body for HEAD (Node drops it). The answer is marked as encoded, so nothing
 * on its way out compresses or stores it again.
 */
export function sendEncoded(req: IncomingMessage, res: ServerResponse, body: EncodedBody): void {
  encodedAnswers.add(res);
  const encoding = chooseEncoding(req, [...(body.br ? ['br' as const] : []), ...(body.gzip ? ['gzip' as const] : []), 'identity']);
  if (!encoding) {
    res.writeHead(406, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' });
    res.end(notAcceptable);
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
