import { Router, type ErrorRequestHandler, type NextFunction, type Request, type RequestHandler, type Response } from 'express';
import { formEndpoints } from '../../shared/forms/form-endpoints';
import { visibleFields } from '../../shared/forms/schemas';
import type { SiteApi } from '../site-api/site-api';
import type { PageRenderer } from '../ssr/ssr-handler.server';
import { readFormBody, wantsJson } from './form-body.server';
import { invalidKeyMessage, readIdempotencyKey } from './idempotency-key.server';
import { rateLimitedAnswer } from './rate-limited-answer.server';
import { formSchema, submitForm, type FormKind, type FormOutcome } from './submit-form.server';

export interface FormRoutesOptions {
  api: SiteApi;
  productName: string;
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
function refusal(error: unknown): Extract<FormOutcome, { message: string }> | null {
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  return { ok: false, status, message: refusalMessages[status] ?? unreadableMessage };
}

function stringValues(body: unknown, fields: readonly string[]): Record<string, string> {
  const source = (body ?? {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const name of fields) if (typeof source[name] === 'string') values[name] = source[name];
  return values;
}

/**
 * One handler per form, at its API path and its page's path. A JSON post (or a
 * client asking for JSON) gets JSON: `{ success: true }`, or `success: false`
 * with an error and the field messages. A classic form post gets a 303 to the
 * page's thank-you state, so a reload never resends, or the page again with the
 * values typed and what was wrong, under the failure's status.
 */
export function formRoutes(opts: FormRoutesOptions): Router {
  const router = Router();
  for (const kind of Object.keys(formEndpoints) as FormKind[]) {
    const endpoint = formEndpoints[kind];
    const schema = formSchema(kind, opts.productName);
    const fields = visibleFields<Record<string, unknown>>(schema);

    const answer = async (req: Request, res: Response, next: NextFunction, outcome: FormOutcome): Promise<void> => {
      res.set('Cache-Control', 'no-store');
      if (wantsJson(req)) {
        if (outcome.ok) res.status(200).json({ success: true });
        else {
          const requestId = String(res.getHeader('X-Request-Id') ?? '');
          const detail = 'errors' in outcome ? { error: fieldsMessage, fields: outcome.errors } : { error: outcome.message };
          res.status(outcome.status).json({ success: false, ...detail, requestId });
        }
        return;
      }
      if (outcome.ok) {
        res.redirect(303, `${endpoint.page}?sent=1`);
        return;
      }
      await opts.render(req, res, next, {
        path: endpoint.page,
        formState: {
          form: kind,
          values: stringValues(req.body, fields),
          errors: 'errors' in outcome ? outcome.errors : {},
          message: 'message' in outcome ? outcome.message : undefined,
          status: outcome.status,
        },
      });
    };

    const submit: RequestHandler = async (req, res, next) => {
      const idempotency = readIdempotencyKey(req);
      const outcome = idempotency.ok ? await submitForm(opts.api, schema, kind, req.body, idempotency.key) : { ok: false as const, status: 400, message: invalidKeyMessage };
      await answer(req, res, next, outcome);
    };

    const refused: ErrorRequestHandler = async (error, req, res, next) => {
      const outcome = refusal(error);
      if (!outcome) return next(error);
      if (outcome.status === 429 && !wantsJson(req)) {
        // Only now is the body read, to give the visitor back what they typed; a body that cannot be read gives back nothing.
        readFormBody(req, res, () => {
          res
            .status(429)
            .set('Cache-Control', 'no-store')
            .type('html')
            .send(rateLimitedAnswer(endpoint.page, fields, stringValues(req.body, fields)));
        });
        return;
      }
      await answer(req, res, next, outcome);
    };

    // The limit counts every post before its body is read: one refused as too large or of the wrong type (413, 415)
    // counts like any other, and a flood past the limit costs no body parsing (a JSON 429 never reads it).
    router.post([endpoint.api, endpoint.page], opts.rateLimit, readFormBody, submit, refused);
  }
  return router;
}
