import type { IncomingMessage, ServerResponse } from 'node:http';
import escapeHtml from 'escape-html';
import { errors } from '../../shared/content/generated/site';
import { clientLimit } from './client-limit.server';

function answerTooMany(req: IncomingMessage, res: ServerResponse): void {
  const api = (req.url ?? '').startsWith('/api/');
  const body = api
    ? JSON.stringify({ error: errors.apiTooMany, requestId: String(res.getHeader('X-Request-Id') ?? '') })
    : `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(errors.tooManyTitle)}</title></head><body><main><h1>${escapeHtml(errors.tooManyTitle)}</h1><p>${escapeHtml(errors.tooManyText)}</p><p><a href="/">${escapeHtml(errors.homeLink)}</a></p></main></body></html>`;
  res.statusCode = 429;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * A budget per client for the answers a query string picks that the cache
 * does not hold yet: a new help search, a tool's new inputs, a calendar. Each
 * is a render or a calculation costing tens of cache hits, and their number
 * has no end, so past the budget a client gets a short 429 (with Retry-After)
 * that costs about what a hit does. It runs after the cache: hits, and every
 * visitor who asks for an answer someone already asked for, never count. The
 * count is this process's own, since it guards this process's CPU. Paths in
 * `exempt` (the signed links' pages) are not counted: their query is a link
 * from an e-mail, and one visitor behind a shared address must not lock the
 * others out of theirs.
 */
export function queryMissLimit(opts: { limit: number; windowMs: number }, clientAddress: (req: IncomingMessage) => string, exempt: readonly string[] = []) {
  const limiter = clientLimit({ ...opts, clientAddress, refuse: answerTooMany });
  const exemptPaths = new Set(exempt);
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    if ((req.method !== 'GET' && req.method !== 'HEAD') || query === -1 || exemptPaths.has(url.slice(0, query))) return next();
    limiter(req, res, next);
  };
}
