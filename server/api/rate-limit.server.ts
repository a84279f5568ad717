import { rateLimit } from 'express-rate-limit';
import type { RequestHandler } from 'express';

export const rateLimitMessage = 'Too many submissions from your connection. Please wait a minute and try again.';

/** Per-IP limit shared by every form endpoint (JSON and no-JavaScript posts alike). */
export function formRateLimit(opts: { limit: number; windowMs: number }): RequestHandler {
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      res.set('Cache-Control', 'no-store');
      if (req.path.startsWith('/api/') || req.baseUrl.startsWith('/api')) {
        res.status(429).json({ success: false, error: rateLimitMessage });
      } else {
        res.status(429).type('html').send(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Too many submissions</title></head><body><main><h1>Too many submissions</h1><p>${rateLimitMessage}</p><p><a href="/">Go to Homepage</a></p></main></body></html>`);
      }
    },
  });
}
