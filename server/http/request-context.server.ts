import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';

const acceptableId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * What every request gets, whoever answers it (the response cache or the
 * site): a request id (a proxy's well-formed X-Request-Id, or a new one), the
 * security headers, and exactly one access-log line at info once the response
 * is done or the client has gone.
 */
export function requestContext(logger: Logger, securityHeaders: ReadonlyArray<readonly [string, string]>) {
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const started = performance.now();
    // Read now: handlers further on may rewrite both (a mounted router trims the URL, the cache answers HEAD as GET).
    const { method, url } = req;
    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
    res.setHeader('X-Request-Id', id);
    for (const [name, value] of securityHeaders) res.setHeader(name, value);
    res.once('close', () => {
      logger.info(
        {
          requestId: id,
          method,
          url,
          status: res.statusCode,
          ms: Math.round((performance.now() - started) * 100) / 100,
          cache: res.getHeader('X-Cache') === 'HIT' ? 'hit' : 'miss',
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    });
    next();
  };
}
