import { Router, type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { formEndpoints, type FormKind } from '../../shared/forms/form-endpoints';
import type { PageRenderer } from '../ssr/ssr-handler.server';
import { readFormBody, wantsJson } from './form-body.server';
import type { FormRefusal, FormSubmitter } from './form-submitter.server';
import { postBody, postedValues } from './posted-form.server';
import { rateLimitedAnswer } from './rate-limited-answer.server';
import type { FormOutcome } from './submit-form.server';

export interface FormRoutesOptions {
  forms: FormSubmitter;
  /** Shared by both forms, so the limit counts a visitor's posts to either. */
  rateLimit: RequestHandler;
  render: PageRenderer;
}

const fieldsMessage = 'Please correct the highlighted fields.';
const unreadableMessage = 'The form could not be read. Please try again.';
// Refusals carry a status to keep, but words (the body parser's "request entity too large") that are not for visitors.
const refusalMessages: Partial<Record<number, string>> = {
  413: 'The form is too large. Please shorten it and try again.',
  415: 'Send the form as JSON (Content-Type: application/json) or as a form post (Content-Type: application/x-www-form-urlencoded).',
  429: 'Too many submissions from your connection. Please wait a minute and try again.',
};

/** A post refused before validation (wrong type, rate limit, unreadable body) as the outcome the visitor sees; null for a server fault. */
function refusal(error: unknown): FormRefusal | null {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return { ok: false, status, message: refusalMessages[status] ?? unreadableMessage };
}

function answerJson(res: Response, outcome: FormOutcome): void {
  res.set('Cache-Control', 'no-store');
  if (outcome.ok) {
    res.status(200).json({ success: true });
    return;
  }
  const requestId = String(res.getHeader('X-Request-Id') ?? '');
  const detail = 'errors' in outcome ? { error: fieldsMessage, fields: outcome.errors } : { error: outcome.message };
  res.status(outcome.status).json({ success: false, ...detail, requestId });
}

/**
 * Each form at its API path and its page's path. A JSON post (or a client
 * asking for JSON) is answered here: `{ success: true }`, or `success: false`
 * with an error and the field messages. A classic form post goes to the
 * page's route action (form-page-route.server.ts) through the static handler,
 * which answers a 303 to the thank-you state or the page again with the
 * values typed and what was wrong. Both call the same submitter.
 */
export function formRoutes(opts: FormRoutesOptions): Router {
  const router = Router();
  for (const kind of Object.keys(formEndpoints) as FormKind[]) {
    const endpoint = formEndpoints[kind];
    const fields = opts.forms.fields(kind);

    // The page's action reads the body Express read, as a urlencoded POST; a body refused before it could be read comes as the refusal.
    const toAction = (req: Request, res: Response, next: NextFunction, refused?: FormRefusal) =>
      opts.render(req, res, next, { path: endpoint.page, post: { body: postBody(req.body), idempotencyKey: req.get('Idempotency-Key'), refused } });

    const submit: RequestHandler = async (req, res, next) => {
      if (!wantsJson(req)) return toAction(req, res, next);
      answerJson(res, await opts.forms.submit(kind, req.body, req.get('Idempotency-Key')));
    };

    const refused: ErrorRequestHandler = async (error, req, res, next) => {
      const outcome = refusal(error);
      if (!outcome) return next(error);
      if (wantsJson(req)) return answerJson(res, outcome);
      if (outcome.status === 429) {
        // A short page, not a render, so a flood of refused posts costs little. Only now is the body read, to give the
        // visitor back every value typed; a body that cannot be read gives back nothing.
        readFormBody(req, res, () => {
          res
            .status(429)
            .set('Cache-Control', 'no-store')
            .type('html')
            .send(rateLimitedAnswer(endpoint.page, fields, postedValues(req.body, fields)));
        });
        return;
      }
      await toAction(req, res, next, outcome);
    };

    // The limit counts every post before its body is read: one refused as too large or of the wrong type (413, 415)
    // counts like any other, and a flood past the limit costs no body parsing (a JSON 429 never reads it).
    router.post([endpoint.api, endpoint.page], opts.rateLimit, readFormBody, submit, refused);
  }
  return router;
}
