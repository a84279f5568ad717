import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { signup as copy } from '../../shared/content/generated/reminders';
import { pages, reminderPaths } from '../../shared/site-paths';
import { readFormBody, wantsJson } from '../forms/form-body.server';
import { postBody } from '../forms/posted-form.server';
import type { PageRenderer } from '../ssr/ssr-handler.server';
import type { Reminders } from './reminders.server';

export interface ReminderRoutesOptions {
  reminders: Reminders | null;
  /** The forms' limit, so sign-ups count with a visitor's other posts. */
  rateLimit: RequestHandler;
  render: PageRenderer;
}

const refusalMessages: Partial<Record<number, string>> = { 429: copy.errors.rateLimited };

/**
 * The sign-up's two doors and the signed links' buttons. A JSON sign-up is
 * answered here: 202 (a confirmation is on its way, or the address needs
 * none), 400 naming the field, 429, 503. A no-JavaScript sign-up goes to the
 * page's action. The confirm and unsubscribe buttons post to their own
 * links' URLs; they are not rate limited, since a mail provider's one-click
 * unsubscribe comes from a few addresses for many people, and each costs one
 * HMAC and one indexed statement.
 */
export function reminderRoutes(opts: ReminderRoutesOptions): Router {
  const router = Router();
  const json = (res: Parameters<RequestHandler>[1], status: number, body: object) => res.status(status).set('Cache-Control', 'no-store').json(body);

  const signUp: RequestHandler = async (req, res, next) => {
    if (!wantsJson(req)) return opts.render(req, res, next, { path: pages.reminders.path, post: { body: postBody(req.body) } });
    if (!opts.reminders) return json(res, 503, { error: copy.errors.unavailable });
    const outcome = await opts.reminders.signUp(req.body);
    if (outcome.ok) return json(res, 202, { accepted: true });
    return json(res, outcome.status, outcome.status === 400 ? { error: outcome.message, field: outcome.field } : { error: outcome.message });
  };

  const refused: ErrorRequestHandler = async (error, req, res, next) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
    const message = refusalMessages[status] ?? (error as Error).message;
    if (wantsJson(req)) return json(res, status, { error: message });
    const again = () => void opts.render(req, res, next, { path: pages.reminders.path, post: { body: postBody(req.body), refused: { ok: false, status, message } } });
    // A 429 comes before the body is read: read it now, to give back every value posted. Any other refusal is of the body itself.
    if (status === 429) readFormBody(req, res, again);
    else again();
  };

  router.post([reminderPaths.api, pages.reminders.path], opts.rateLimit, readFormBody, signUp, refused);

  // The body is never read: the signed URL says everything (RFC 8058's body is always List-Unsubscribe=One-Click).
  const button: RequestHandler = (req, res, next) => opts.render(req, res, next, { path: req.originalUrl, post: { body: new URLSearchParams() } });
  router.post([reminderPaths.confirm, reminderPaths.unsubscribe], button);
  return router;
}
