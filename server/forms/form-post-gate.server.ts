import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormRateLimit } from '../api/rate-limit.server';
import { answerTooMany } from '../http/answer-too-many.server';
import type { LimitedForm } from './limited-forms.server';

const counted = new WeakSet<IncomingMessage>();

/** Whether the gate has already counted this post toward the rate limit (the form routes count any other). */
export function wasCounted(req: IncomingMessage): boolean {
  return counted.has(req);
}

/**
 * The form rate limit where every request comes in, before the response
 * cache and the Express app: each post to a form's path is counted before its
 * body is read, and one past the limit is answered here, in JSON or as the
 * short page that gives the visitor's values back, without the app, a render
 * or compression, so a flood of refused posts costs about what a cached page
 * does (npm run flood). A post the limit lets through goes on, marked as
 * counted; any other spelling of a form's path is counted by the form routes.
 */
export function formPostGate(opts: { rateLimit: FormRateLimit; forms: readonly LimitedForm[] }) {
  const formAt = new Map<string, LimitedForm>(opts.forms.flatMap((form) => [[form.api, form] as const, [form.page, form] as const]));

  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    if (req.method !== 'POST') return next();
    const url = req.url ?? '';
    const query = url.indexOf('?');
    const form = formAt.get(query === -1 ? url : url.slice(0, query));
    if (!form) return next();
    opts.rateLimit(req, res, (error) => {
      if (error === undefined) {
        counted.add(req);
        return next();
      }
      if ((error as { status?: unknown }).status !== 429) return next(error);
      answerTooMany(req, res, form);
    });
  };
}
