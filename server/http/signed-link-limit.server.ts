import type { IncomingMessage, ServerResponse } from 'node:http';
import { clientLimit } from './client-limit.server';
import { answerTooMany } from './answer-too-many.server';

/**
 * A limit per client of its own for the signed links: their POSTs (the confirm
 * and unsubscribe buttons, and a mail client's one-click unsubscribe) and their
 * GETs with the link's query, each a render, forged or not, since only the
 * page checks the signature.
 * One past the limit gets the short 429 (answer-too-many.server.ts) here, before the
 * cache and the Express app, without reading the body or rendering. It is a
 * budget apart from the query budget's so that browsing the site never spends
 * a visitor's confirmations, and set high (a mail provider's one-click
 * unsubscribes arrive from a few addresses for all its users), because a
 * flood is thousands a second and even a few hundred renders a minute are a
 * small share of it. The count is this process's own, as the CPU it guards.
 */
export function signedLinkLimit(opts: { limit: number; windowMs: number }, clientAddress: (req: IncomingMessage) => string, paths: readonly string[]) {
  const limiter = clientLimit({ ...opts, clientAddress, refuse: (req, res) => answerTooMany(req, res) });
  const signed = new Set(paths);
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const link = req.method === 'POST' || ((req.method === 'GET' || req.method === 'HEAD') && query !== -1);
    if (!link || !signed.has(query === -1 ? url : url.slice(0, query))) return next();
    limiter(req, res, next);
  };
}
