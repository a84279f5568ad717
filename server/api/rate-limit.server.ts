import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';

export const rateLimitMessage = 'Too many submissions from your connection. Please wait a minute and try again.';

/** Raised instead of an answer, so each form answers it in the post's own protocol (JSON, or the page with the values kept). */
export class TooManySubmissionsError extends Error {
  readonly status = 429;
  constructor() {
    super(rateLimitMessage);
  }
}

/** Per-IP limit shared by every form endpoint (JSON and no-JavaScript posts alike). */
export function formRateLimit(opts: { limit: number; windowMs: number }): RequestHandler {
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(new TooManySubmissionsError()),
  });
}
