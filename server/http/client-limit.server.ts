import type { IncomingMessage, ServerResponse } from 'node:http';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import type { Request, Response } from 'express';

/** A limiter that runs on a bare request, before or inside the Express app. */
export type ClientLimit = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * express-rate-limit counting per client where requests come in, before the
 * Express app: the client's address is given (`clientAddress`, as Express's
 * `trust proxy` reads it) rather than read from `req.ip`, so the library's
 * checks of Express's own settings are off, and its headers are draft 7's,
 * which it sets without Express's `res.append`. An IPv6 /56 is one client.
 */
export function clientLimit(opts: {
  limit: number;
  windowMs: number;
  clientAddress: (req: IncomingMessage) => string;
  /** Past the limit (after Retry-After and the RateLimit headers are set). */
  refuse: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  /** Where the counts live; this process's memory without one. */
  store?: Store;
}): ClientLimit {
  const limiter = rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    validate: false,
    keyGenerator: (req: Request) => ipKeyGenerator(opts.clientAddress(req)),
    ...(opts.store ? { store: opts.store, passOnStoreError: true } : {}),
    handler: (req: Request, res: Response, next: (error?: unknown) => void) => opts.refuse(req, res, next),
  });
  // The library reads only the request's headers and socket and sets headers on the response: a bare pair is enough.
  return limiter as unknown as ClientLimit;
}
