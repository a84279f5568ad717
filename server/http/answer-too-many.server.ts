import type { IncomingMessage, ServerResponse } from 'node:http';
import escapeHtml from 'escape-html';
import { errors } from '../../shared/content/generated/site';
import { rateLimited } from '../../shared/content/generated/forms';
import { readPostedForm, wantsJson } from '../forms/form-body.server';
import { postedValues } from '../forms/posted-form.server';
import type { LimitedForm } from '../forms/limited-forms.server';

/**
 * Every 429 the site sends: past the query budget (query-miss-limit.server.ts),
 * the signed links' limit (signed-link-limit.server.ts) or the forms' limit
 * (form-post-gate.server.ts and, for other spellings of a form's path, the form
 * routes). The limiter has set Retry-After and the RateLimit headers already.
 *
 * Built from a string, without the app, a render or compression, so a flood of
 * refusals costs about what a cached page does (npm run flood). JSON for the
 * API and for a form's JSON posts; otherwise one short, unstyled page (the
 * site's stylesheet would be most of its bytes) that says to wait, and, for a
 * form post, gives back every value typed in a form that sends it again.
 */
export function answerTooMany(req: IncomingMessage, res: ServerResponse, form?: LimitedForm): void {
  const requestId = String(res.getHeader('X-Request-Id') ?? '');
  if (form ? wantsJson(req) : (req.url ?? '').startsWith('/api/')) {
    // A form's JSON answers always say `success`; the API's errors do not.
    const answer = form ? { success: false, error: form.limitMessage, requestId } : { error: errors.apiTooMany, requestId };
    return send(req, res, 'application/json; charset=utf-8', JSON.stringify(answer));
  }
  if (!form) return send(req, res, 'text/html; charset=utf-8', page(errors.tooManyText, `<p><a href="/">${escapeHtml(errors.homeLink)}</a></p>`));
  // Only now is the body read, to give back every value typed; a body that cannot be read gives back nothing.
  const names = form.fields.map((field) => field.name);
  readPostedForm(req, res, (body) => send(req, res, 'text/html; charset=utf-8', page(rateLimited.intro, resendForm(form, postedValues(body, names)))));
}

function send(req: IncomingMessage, res: ServerResponse, type: string, body: string): void {
  res.statusCode = 429;
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Length', Buffer.byteLength(body));
  res.end(req.method === 'HEAD' ? undefined : body);
}

function page(text: string, rest: string): string {
  const title = escapeHtml(errors.tooManyTitle);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p role="alert">${escapeHtml(text)}</p>${rest}</main></body></html>`;
}

function resendForm(form: LimitedForm, values: Record<string, string>): string {
  const controls = form.fields
    .map(({ name, label, multiline }) => {
      const value = escapeHtml(values[name] ?? '');
      const control = multiline ? `<textarea id="${name}" name="${name}" rows="6">${value}</textarea>` : `<input id="${name}" name="${name}" value="${value}">`;
      return `<p><label for="${name}">${escapeHtml(label)}</label><br>${control}</p>`;
    })
    .join('');
  return `<form method="post" action="${escapeHtml(form.page)}">${controls}<p><button type="submit">${escapeHtml(rateLimited.resend)}</button></p></form>`;
}
