import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { FormRefusal } from '../forms/form-submitter.server';
import { noStore, type CachePolicy } from '../http/cache-policy.server';
import type { Renderer } from './render.server';
import type { RenderSlots } from './render-slots.server';
import { speculationRulesHeader } from './speculation-rules.server';
import { notFoundAnswers } from './not-found.server';

export interface SsrOptions {
  renderer: Renderer;
  logger: Logger;
  cachePolicy: CachePolicy;
  slots: RenderSlots;
}

/** Every GET/HEAD that reaches here is a page: the response cache in front keeps what it may share. */
export function ssrHandler(opts: SsrOptions): RequestHandler {
  const render = renderPage(opts);
  return async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    await render(req, res, next, {});
  };
}

/** A no-JavaScript form post, which the static handler hands to the page's route action as a POST Request. */
export interface PagePost {
  /** The body Express read (server/forms/posted-form.server.ts). */
  body: URLSearchParams;
  /** The request's Idempotency-Key header, if it had one. */
  idempotencyKey?: string;
  /** A post refused before its body could be read (413, 415, unreadable), which the action answers. */
  refused?: FormRefusal;
}

export interface RenderOptions {
  /** A form post for the page's action. */
  post?: PagePost;
  /** The page to render when it is not the request's own path (a form posted to its API path). */
  path?: string;
}

export type PageRenderer = (req: Request, res: Response, next: NextFunction, opts: RenderOptions) => Promise<void>;

/**
 * Renders one page and sends it as an ordinary Express answer, with the
 * Cache-Control the cache policy gives its path and status; pages with
 * request-specific state (form values, errors) are never shared.
 */
export function renderPage({ renderer, logger, cachePolicy, slots }: SsrOptions): PageRenderer {
  const notFound = notFoundAnswers(renderer.routes);
  const pageHeaders = (res: Response, status: number, cacheControl: string) =>
    res
      .status(status)
      .set('Cache-Control', cacheControl)
      .set(...speculationRulesHeader)
      .type('html');
  const busy = (res: Response) => {
    res.status(503).set('Retry-After', '1').set('Cache-Control', noStore).type('text').send('Busy: please try again in a moment.');
  };

  return async (req, res, next, opts) => {
    const url = new URL(`http://site.internal${opts.path ?? req.url}`);
    const known = opts.post ? undefined : notFound.readyFor(url.pathname);
    if (known) {
      pageHeaders(res, 404, cachePolicy('deployed', 404));
      notFound.send(req, res, await known);
      return;
    }
    const controller = new AbortController();
    // Only a visitor who left early cancels the loaders: aborting after every finished answer cost a DOMException per request.
    res.on('close', () => {
      if (!res.writableFinished) controller.abort();
    });
    try {
      await render(req, res, url, controller.signal, opts);
    } catch (error) {
      if (controller.signal.aborted) {
        logger.debug({ url: req.url }, 'client went away before the page was ready');
        return;
      }
      next(error);
    }
  };

  async function render(req: Request, res: Response, url: URL, signal: AbortSignal, opts: RenderOptions): Promise<void> {
    if (signal.aborted) return;
    const prepared = await renderer.prepare(fetchRequest(url, signal, opts.post), opts.post?.refused);
    // What a post answers is this visitor's alone: its 303 and its page with their values and messages.
    const cacheControl = (status: number) => (opts.post ? noStore : cachePolicy(prepared.cache, status));
    if (prepared.kind === 'redirect') {
      res.set('Cache-Control', cacheControl(prepared.status)).redirect(prepared.status, prepared.location);
      return;
    }
    if (prepared.context.errors && opts.post) {
      // A fault while taking a post (a bug, not a failure the action answers) is the site's error handler's, as for a JSON post.
      throw Object.values(prepared.context.errors)[0] as unknown;
    }
    if (prepared.context.errors) {
      // The visitor sees the error page; the log gets what went wrong, under the id that page names.
      logger.error({ err: Object.values(prepared.context.errors)[0], requestId: res.getHeader('X-Request-Id'), url: req.url }, 'page failed to load');
    }
    // The slot is held for React's render only: loaders waiting on the API host hold none, so pages that need nothing from it are never queued behind it.
    if (prepared.notFound) {
      const slot = await slots(() => notFound.answer(prepared.context, () => renderer.renderToBuffer(prepared)));
      if (!slot) return busy(res);
      if (signal.aborted) return;
      pageHeaders(res, 404, cacheControl(404));
      notFound.send(req, res, slot.done);
      return;
    }
    const slot = await slots(() => renderer.renderToBuffer(prepared));
    if (!slot) return busy(res);
    if (signal.aborted) return;
    pageHeaders(res, prepared.status, cacheControl(prepared.status)).send(slot.done);
  }
}

/** The Fetch Request react-router's static handler takes: a GET for the page, or the form post its action reads. */
function fetchRequest(url: URL, signal: AbortSignal, post: PagePost | undefined): globalThis.Request {
  if (!post) return new Request(url, { signal });
  const headers = post.idempotencyKey === undefined ? undefined : { 'Idempotency-Key': post.idempotencyKey };
  return new Request(url, { method: 'POST', body: post.body, headers, signal });
}
