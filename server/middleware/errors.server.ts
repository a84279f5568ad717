import type { ErrorRequestHandler, RequestHandler } from 'express';
import escapeHtml from 'escape-html';
import type { Logger } from 'pino';
import { errors } from '../../shared/content/generated/site';

interface HttpError {
  status?: number;
  statusCode?: number;
  type?: string;
  expose?: boolean;
}

function errorPage(status: number, requestId: string): string {
  const title = escapeHtml(status >= 500 ? errors.serverTitle : errors.requestTitle);
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title></head><body><main><h1>${title}</h1><p>${escapeHtml(errors.tryAgain)} <a href="/">${escapeHtml(errors.homeLink)}</a>.</p><p>${escapeHtml(errors.reference)} ${escapeHtml(requestId)}</p></main></body></html>`;
}

/** Errors never leak stacks or paths: a status, a short message and the request id the log line carries. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    const e = (error ?? {}) as HttpError;
    const status = e.status ?? e.statusCode ?? 500;
    const safeStatus = status >= 400 && status < 600 ? status : 500;
    const requestId = String(res.getHeader('X-Request-Id') ?? '');
    if (safeStatus >= 500) logger.error({ err: error, requestId, url: req.url }, 'request failed');
    else logger.info({ requestId, url: req.url, status: safeStatus, type: e.type }, 'bad request');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.status(safeStatus).set('Cache-Control', 'no-store');
    if (req.path.startsWith('/api/')) {
      // Form bodies are refused by the forms' own handler, in the post's protocol; what reaches here is anything else.
      const message = safeStatus < 500 ? errors.apiBadRequest : errors.apiServerError;
      res.json({ error: message, requestId });
      return;
    }
    res.type('html').send(errorPage(safeStatus, requestId));
  };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res
    .status(404)
    .set('Cache-Control', 'no-store')
    .json({ error: 'Not found', requestId: String(res.getHeader('X-Request-Id') ?? '') });
};
