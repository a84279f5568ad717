import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { refusals } from '../../shared/content/generated/forms';
import { signup as copy } from '../../shared/content/generated/reminders';
import { paths, reminderPaths } from '../../shared/site-paths';
import { readFormBody, wantsJson } from '../forms/form-body.server';
import { postBody } from '../forms/posted-form.server';
import { answerTooMany } from '../http/answer-too-many.server';
import { wasCounted } from '../forms/form-post-gate.server';
import { reminderForm } from '../forms/limited-forms.server';
import type { PageRenderer } from '../ssr/ssr-handler.server';
import type { Reminders } from './reminders.server';
import type { FormRateLimit } from '../api/rate-limit.server';

export interface ReminderRoutesOptions {
  reminders: Reminders | null;
  /** The forms' limit, so sign-ups count with a visitor's other posts. */
  rateLimit: FormRateLimit;
  render: PageRenderer;
}

/**
 * The sign-up's two doors and the signed links' buttons. A JSON sign-up is
 * answered here: 202 (a confirmation is on its way, or the address needs
 * none), 400 naming the field, 429, 503 (with Retry-After past the site's
 * hourly ceiling of confirmations). A no-JavaScript sign-up goes to the
 * page's action. The confirm and unsubscribe buttons post to their own
 * links' URLs; their per-client limit is counted before the app
 * (server/http/signed-link-limit.server.ts), set high since a mail provider's
 * one-click unsubscribe comes from a few addresses for many people.
 */
export function reminderRoutes(opts: ReminderRoutesOptions): Router {
  const router = Router();
  const json = (res: Parameters<RequestHandler>[1], status: number, body: object) => res.status(status).set('Cache-Control', 'no-store').json(body);

  const signUp: RequestHandler = async (req, res, next) => {
    if (!wantsJson(req)) return opts.render(req, res, next, { path: paths.reminders, post: { body: postBody(req.body) } });
    if (!opts.reminders) return json(res, 503, { error: copy.errors.unavailable });
    const outcome = await opts.reminders.signUp(req.body);
    if (outcome.ok) return json(res, 202, { accepted: true });
    if (outcome.status === 503 && outcome.retryAfterSeconds) res.set('Retry-After', String(outcome.retryAfterSeconds));
    return json(res, outcome.status, outcome.status === 400 ? { error: outcome.message, field: outcome.field } : { error: outcome.message });
  };

  const refused: ErrorRequestHandler = async (error, req, res, next) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
    if (status === 429) return answerTooMany(req, res, reminderForm);
    // The body parser's own words ("request entity too large") are not for visitors.
    const message = status === 413 ? refusals.tooLarge : status === 415 ? refusals.wrongType : refusals.unreadable;
    if (wantsJson(req)) return json(res, status, { error: message });
    await opts.render(req, res, next, { path: paths.reminders, post: { body: postBody(req.body), refused: { ok: false, status, message } } });
  };

  // The gate before the app counts the sign-up's own paths; this counts any other spelling Express routes here.
  const rateLimit: RequestHandler = (req, res, next) => (wasCounted(req) ? next() : opts.rateLimit(req, res, next));
  router.post([reminderPaths.api, paths.reminders], rateLimit, readFormBody, signUp, refused);

  // The body is never read: the signed URL says everything (RFC 8058's body is always List-Unsubscribe=One-Click).
  const button: RequestHandler = (req, res, next) => opts.render(req, res, next, { path: req.originalUrl, post: { body: new URLSearchParams() } });
  router.post([reminderPaths.confirm, reminderPaths.unsubscribe], button);
  return router;
}
