import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormRateLimit } from '../api/rate-limit.server';
import { readPostedForm, wantsJson } from './form-body.server';
import { postedValues } from './posted-form.server';
import { rateLimitedAnswer, type PostedField } from './rate-limited-answer.server';

/** A form the rate limit counts: the paths it is posted to (its JSON door and its page), the fields a refused post gets back, and what a JSON post past the limit hears. */
export interface LimitedForm {
  api: string;
  page: string;
  fields: readonly PostedField[];
  limitMessage: string;
}

const counted = new WeakSet<IncomingMessage>();

/** Whether the gate has already counted this post toward the rate limit (the form routes count any other). */
export function wasCounted(req: IncomingMessage): boolean {
  return counted.has(req);
}

function send(res: ServerResponse, type: string, body: string): void {
  res.statusCode = 429;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(body);
}

/** The answer to a post past the rate limit, in JSON or as the short page with every value typed in a form that sends it again. */
export function answerTooMany(req: IncomingMessage, res: ServerResponse, form: LimitedForm): void {
  if (wantsJson(req)) {
    send(res, 'application/json; charset=utf-8', JSON.stringify({ success: false, error: form.limitMessage, requestId: String(res.getHeader('X-Request-Id') ?? '') }));
    return;
  }
  // Only now is the body read, to give back every value typed; a body that cannot be read gives back nothing.
  const names = form.fields.map((field) => field.name);
  readPostedForm(req, res, (body) => send(res, 'text/html; charset=utf-8', rateLimitedAnswer(form.page, form.fields, postedValues(body, names))));
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
