import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import compressible from 'compressible';
import vary from 'vary';
import { brotliOptions, gzipOptions, isEncoded } from './encoded-body.server';
import { chooseEncoding, notAcceptable } from './encoding.server';
import { holdBody } from './hold-body.server';

// Below this, a compressed answer saves less than its headers and the work cost.
const threshold = 1024;

function worthCompressing(req: IncomingMessage, res: ServerResponse): boolean {
  if (isEncoded(res) || res.headersSent || req.method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304) return false;
  if (res.hasHeader('Content-Encoding') || /\bno-transform\b/.test(String(res.getHeader('Cache-Control') ?? ''))) return false;
  const type = res.getHeader('Content-Type');
  return typeof type === 'string' && compressible(type) === true;
}

/**
 * Compresses each answer the response cache does not send, in one pass once
 * its handler has ended it, in the coding the client prefers (negotiator).
 * Not the `compression` module: it always streams brotli, and a stream's
 * encoder state, allocated on the thread pool, fragments glibc's per-thread
 * arenas so the process keeps it (npm run flood:memory). One synchronous pass
 * on the main thread allocates and frees in one arena, and costs the same CPU:
 * every answer here is a rendered page or a small JSON body, already whole in memory.
 */
export function compressAnswers(): RequestHandler {
  return (req, res, next) => {
    holdBody(
      res,
      () => worthCompressing(req, res),
      (body, end) => {
        vary(res, 'Accept-Encoding');
        const coding = body.length < threshold ? 'identity' : chooseEncoding(req);
        if (!coding) {
          // As a cached answer would be: the client refuses every coding this answer comes in.
          res.statusCode = 406;
          for (const name of ['Content-Length', 'ETag', 'Last-Modified']) res.removeHeader(name);
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          end(notAcceptable);
          return;
        }
        if (coding === 'identity') {
          res.setHeader('Content-Length', body.length);
          end(body);
          return;
        }
        const encoded = coding === 'br' ? brotliCompressSync(body, brotliOptions(body.length)) : gzipSync(body, gzipOptions);
        res.setHeader('Content-Encoding', coding);
        res.setHeader('Content-Length', encoded.length);
        end(encoded);
      },
    );
    next();
  };
}
