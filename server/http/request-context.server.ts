import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import onHeaders from 'on-headers';
import { pinoHttp } from 'pino-http';
import { isSubresource, type SecurityHeaders } from '../middleware/security-headers.server';

const acceptableId = /^[A-Za-z0-9._-]{8,64}$/;

/** What the client asked for, read before any handler: a mounted router trims the URL, the cache answers HEAD as GET. */
interface Asked {
  method: string | undefined;
  url: string | undefined;
  started: number;
}
// A property on the request rather than a WeakMap: the map cost each request about 1.7 µs more (measured in isolation).
const asked = Symbol('asked');
type Request = IncomingMessage & { [asked]: Asked };

/**
 * The URL as the log keeps it. A signed link's signature (`s`, the reminders'
 * confirm and unsubscribe links) is a credential: whoever reads the logs could
 * otherwise confirm or unsubscribe a sign-up while the link is current. The
 * log keeps that one came, and the rest of the query; no page reads another
 * `s`. Only a URL that may hold one is parsed.
 */
function loggedUrl(url: string | undefined): string | undefined {
  const query = url?.indexOf('?') ?? -1;
  if (url === undefined || query === -1 || !url.includes('s=', query)) return url;
  const params = new URLSearchParams(url.slice(query + 1));
  if (!params.has('s')) return url;
  params.set('s', 'redacted');
  return `${url.slice(0, query)}?${params.toString()}`;
}

/** The access line: its fields are what operators and docs/reference.md name (LOG_LEVEL). */
function accessLine(req: IncomingMessage, res: ServerResponse) {
  const { method, url, started } = (req as Request)[asked];
  return {
    requestId: req.id,
    method,
    url: loggedUrl(url),
    status: res.statusCode,
    ms: Math.round((performance.now() - started) * 100) / 100,
    cache: res.getHeader('X-Cache') === 'HIT' ? 'hit' : 'miss',
    ...(res.writableFinished ? {} : { aborted: true }),
  };
}

/**
 * What every request gets, whoever answers it (the response cache or the
 * site): a request id (a proxy's well-formed X-Request-Id, or a new one), the
 * security headers, and exactly one access-log line at info once the response
 * is done or the client has gone (pino-http, on the site's own logger).
 *
 * The security headers are chosen as the head goes out, by the answer's
 * Content-Type, not by its path: a script gets the subresource set, and an
 * error page at a script's path still gets the document's.
 */
export function requestContext(logger: Logger, securityHeaders: SecurityHeaders) {
  function setSecurityHeaders(this: ServerResponse) {
    for (const [name, value] of isSubresource(this.getHeader('Content-Type')) ? securityHeaders.subresource : securityHeaders.document) this.setHeader(name, value);
  }
  const accessLog = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && acceptableId.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    // Nothing of the request object or its headers is bound to the per-request logger: the line has only the fields above.
    wrapSerializers: false,
    serializers: { req: () => undefined },
    // A 5xx is a line like any other (the error itself is logged where it happened), at info.
    useLevel: 'info',
    customSuccessObject: accessLine,
    customErrorObject: accessLine,
    customSuccessMessage: () => 'request',
    customErrorMessage: () => 'request',
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    (req as Request)[asked] = { method: req.method, url: req.url, started: performance.now() };
    onHeaders(res, setSecurityHeaders);
    accessLog(req, res, next);
  };
}
