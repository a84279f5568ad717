import { Router, type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { formEndpoints, type FormKind } from '../../shared/forms/form-endpoints';
import type { PageRenderer } from '../ssr/ssr-handler.server';
import { refusals } from '../../shared/content/generated/forms';
import type { FormRateLimit } from '../api/rate-limit.server';
import { readFormBody, wantsJson } from './form-body.server';
import type { FormRefusal, FormSubmitter } from './form-submitter.server';
import { postBody } from './posted-form.server';
import { answerTooMany } from '../http/answer-too-many.server';
import { wasCounted } from './form-post-gate.server';
import { siteForm } from './limited-forms.server';
import type { FormOutcome } from './submit-form.server';

export interface FormRoutesOptions {
  forms: FormSubmitter;
  /** Shared by both forms, so the limit counts a visitor's posts to either; a post the gate before the app counted is not counted again. */
  rateLimit: FormRateLimit;
  render: PageRenderer;
}

// Refusals carry a status to keep, but words (the body parser's "request entity too large") that are not for visitors.
const refusalMessages: Partial<Record<number, string>> = { 413: refusals.tooLarge, 415: refusals.wrongType };

/** A post refused before validation (wrong type, rate limit, unreadable body) as the outcome the visitor sees; null for a server fault. One past the rate limit gets the short 429 page instead (answer-too-many.server.ts). */
function refusal(error: unknown): FormRefusal | null {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return { ok: false, status, message: refusalMessages[status] ?? refusals.unreadable };
}

function answerJson(res: Response, outcome: FormOutcome): void {
  res.set('Cache-Control', 'no-store');
  if (outcome.ok) {
    res.status(200).json({ success: true });
    return;
  }
  const requestId = String(res.getHeader('X-Request-Id') ?? '');
  const detail = 'errors' in outcome ? { error: refusals.fields, fields: outcome.errors } : { error: outcome.message };
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
    const limited = siteForm(kind, fields);

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
      if (outcome.status === 429) return answerTooMany(req, res, limited);
      if (wantsJson(req)) return answerJson(res, outcome);
      await toAction(req, res, next, outcome);
    };

    // The limit counts every post before its body is read: one refused as too large or of the wrong type (413, 415)
    // counts like any other. The gate before the app counts the form's own paths; this counts any other spelling Express routes here.
    const rateLimit: RequestHandler = (req, res, next) => (wasCounted(req) ? next() : opts.rateLimit(req, res, next));
    router.post([endpoint.api, endpoint.page], rateLimit, readFormBody, submit, refused);
  }
  return router;
}
