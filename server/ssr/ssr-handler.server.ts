import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { FormState } from '../../shared/forms/form-state';
import type { Logger } from 'pino';
import { noStore, type CachePolicy } from '../http/cache-policy.server';
import type { Renderer } from './render.server';
import type { RenderSlots } from './render-slots.server';
import { speculationRulesHeader } from './speculation-rules.server';
import { encodeForCache, sendEncoded, type EncodedBody } from '../http/encoded-body.server';

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

export interface RenderOptions {
  /** A form post's values and messages, for its page to show again. */
  formState?: FormState;
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
  // The renderer gives every junk path that reaches a route the same not-found document (the same Buffer): it is compressed once and sent as it is, not captured and stored again under each junk path.
  const encoded = new WeakMap<Buffer, Promise<EncodedBody>>();
  const encodedOnce = (document: Buffer): Promise<EncodedBody> => {
    let body = encoded.get(document);
    if (!body) {
      body = encodeForCache(404, [], document);
      encoded.set(document, body);
    }
    return body;
  };
  // Once rendered, the document every path that reaches only the catch-all route gets: later junk paths are answered from it without a render slot or the static handler.
  let catchAllDocument: Buffer | undefined;
  const sendNotFound = async (req: Request, res: Response, url: URL, document: Buffer, noStoreAnswer = false): Promise<void> => {
    res
      .status(404)
      .set('Cache-Control', noStoreAnswer ? noStore : cachePolicy(url.pathname, 404))
      .set(...speculationRulesHeader)
      .type('html');
    // As the response cache marks what it sends from memory: here, every junk path after the first.
    if (encoded.has(document)) res.setHeader('X-Cache', 'HIT');
    sendEncoded(req, res, await encodedOnce(document));
  };

  return async (req, res, next, opts) => {
    const url = new URL(`http://site.internal${opts.path ?? req.url}`);
    if (catchAllDocument && !opts.formState && renderer.reachesCatchAll(url.pathname)) {
      await sendNotFound(req, res, url, catchAllDocument);
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
    const prepared = await renderer.prepare(url.href, signal, opts.formState);
    if (prepared.kind === 'redirect') {
      res.redirect(prepared.status, prepared.location);
      return;
    }
    if (prepared.context.errors) {
      // The visitor sees the error page; the log gets what went wrong, under the id that page names.
      logger.error({ err: Object.values(prepared.context.errors)[0], requestId: res.getHeader('X-Request-Id'), url: req.url }, 'page failed to load');
    }
    // The slot is held for React's render only: loaders waiting on the API host hold none, so pages that need nothing from it are never queued behind it.
    const slot = await slots(() => renderer.renderToBuffer(prepared));
    if (!slot) {
      res.status(503).set('Retry-After', '1').set('Cache-Control', noStore).type('text').send('Busy: please try again in a moment.');
      return;
    }
    if (signal.aborted) return;
    const document = slot.done;
    if (prepared.notFound) {
      // The deepest match is the catch-all route itself: only it matched this path.
      if (prepared.context.matches.at(-1)?.route.path === '*') catchAllDocument = document;
      await sendNotFound(req, res, url, document, prepared.noStore);
      return;
    }
    res
      .status(prepared.status)
      .set('Cache-Control', prepared.noStore ? noStore : cachePolicy(url.pathname, prepared.status))
      .set(...speculationRulesHeader)
      .type('html')
      .send(document);
  }
}
