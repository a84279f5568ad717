import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerTooMany } from './answer-too-many.server';
import { clientLimit } from './client-limit.server';

type Step = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * A budget per client for the answers a query string picks that the cache
 * does not hold yet: a new help search, a tool's new inputs, a calendar. Each
 * is a render or a calculation costing tens of cache hits, and their number
 * has no end, so past the budget a client gets the short 429 (with Retry-After,
 * answer-too-many.server.ts) that costs about what a hit does. `queryMisses` runs after the cache: hits,
 * and every visitor who asks for an answer someone already asked for, never
 * count. The count is this process's own, since it guards this process's CPU.
 *
 * The budget is also spent at most `burstCap` a second, so a script's whole
 * minute cannot arrive as one burst of renders for the process to work
 * through while other visitors wait. A request the second's cap refuses gets
 * the same short 429 (Retry-After: 1) and spends nothing of the minute's.
 *
 * `uncachedPages` counts, in the same budget, the pages no cache ever holds
 * (`uncachedPaths`, server/ssr/routes.server.ts): each GET of one is a render, with
 * a query or without. It runs before the cache, since no lookup can answer
 * them, so a refusal skips the cache's bookkeeping, the compression set-up
 * and the wait behind the same URL's render in progress.
 *
 * A signed link's GET (`signedLinks` with a query: the link from an e-mail) is
 * counted by neither: one visitor behind a shared address must not lock the
 * others out of their own links, and signed-link-limit.server.ts bounds them.
 */
export function queryMissLimit(
  opts: { limit: number; windowMs: number },
  clientAddress: (req: IncomingMessage) => string,
  uncachedPaths: readonly string[] = [],
  signedLinks: readonly string[] = [],
): { uncachedPages: Step; queryMisses: Step } {
  const refuse = (req: IncomingMessage, res: ServerResponse) => answerTooMany(req, res);
  const perSecond = clientLimit({ limit: burstCap(opts.limit), windowMs: 1_000, clientAddress, refuse });
  const perMinute = clientLimit({ ...opts, clientAddress, refuse });
  // The second's cap first, so a request it refuses never reaches, and never spends, the minute's budget.
  const limiter: Step = (req, res, next) => perSecond(req, res, (error) => (error ? next(error) : perMinute(req, res, next)));
  const uncached = new Set(uncachedPaths);
  const signed = new Set(signedLinks);
  const isSignedLink = (url: string, query: number) => query !== -1 && signed.has(url.slice(0, query));
  const counted = new WeakSet<IncomingMessage>();
  const reads = (req: IncomingMessage) => req.method === 'GET' || req.method === 'HEAD';
  return {
    uncachedPages(req, res, next) {
      const url = req.url ?? '';
      const query = url.indexOf('?');
      if (!reads(req) || !uncached.has(query === -1 ? url : url.slice(0, query)) || isSignedLink(url, query)) return next();
      counted.add(req);
      limiter(req, res, next);
    },
    queryMisses(req, res, next) {
      const url = req.url ?? '';
      const query = url.indexOf('?');
      if (!reads(req) || counted.has(req) || query === -1 || isSignedLink(url, query)) return next();
      limiter(req, res, next);
    },
  };
}

const quickVisitorPerSecond = 5;

/**
 * How many of the minute's budget a client may spend in one second: a
 * twenty-fourth, so the default 120 lasts a script at least 24 seconds, five
 * renders a second (decision 0043). Never fewer than a visitor sends who
 * changes a tool's inputs as fast as its pages load, so a low budget still
 * refuses people only by the minute.
 */
function burstCap(minuteLimit: number): number {
  return Math.max(Math.floor(minuteLimit / 24), quickVisitorPerSecond);
}
