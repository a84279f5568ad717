import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, type StaticHandlerContext } from 'react-router';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { PageView } from '../../shared/page';
import type { SiteData } from '../../shared/data/site-data';
import type { FormState } from '../../shared/forms/form-state';
import type { PublicConfig } from '../../shared/public-config';
import type { AssetManifest } from '../assets.server';
import { AppShell } from '../../shared/components/AppShell';
import { hydrationJson } from './hydration-data.server';
import { isNotFoundAnswer, matchedRoutes, pageLocation, pageStateFrom } from './page-state.server';
import { createRoutes } from './routes.server';
import { catchAllMatcher } from './catch-all.server';
import { pageStatus, routeHandles } from './status.server';

export interface RenderDeps {
  publicConfig: PublicConfig;
  manifest: AssetManifest;
  /** The stylesheet's text, inlined into every document. */
  css: string;
  siteData: SiteData;
  logger: Logger;
  streamTimeoutMs?: number;
}

export type Prepared =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      noStore: boolean;
      context: StaticHandlerContext;
    };

export interface Renderer {
  /** Runs the route's loaders and decides the status before any byte is written. */
  prepare(url: string, signal: AbortSignal, formState?: FormState): Promise<Prepared>;
  /**
   * The whole document as one buffer. Loaders have finished before rendering
   * and pages have no Suspense boundaries, so the shell is the whole page:
   * collecting it costs nothing in time to first byte, lets the answer carry a
   * Content-Length and an ETag, and is compressed in one pass rather than chunk by chunk.
   */
  renderToBuffer(page: Extract<Prepared, { kind: 'page' }>): Promise<Buffer>;
  /** Only the catch-all route matches this path: its answer is the not-found document, with no loader to run. */
  reachesCatchAll(pathname: string): boolean;
}

export function createRenderer(deps: RenderDeps): Renderer {
  const routes = createRoutes();
  const handler = createStaticHandler(routes);
  const streamTimeoutMs = deps.streamTimeoutMs ?? 10_000;

  async function element(context: StaticHandlerContext) {
    const preloads = [...deps.manifest.app, ...routeHandles(context).flatMap((h) => (h.page ? deps.manifest.pages[h.page] ?? [] : []))];
    const state = await pageStateFrom(context);
    const dataJson = hydrationJson(matchedRoutes(context), deps.publicConfig, { iconsHref: deps.manifest.icons, preloads: [...new Set(preloads)] }, isNotFoundAnswer(context) ? pageLocation(context) : undefined);
    // The browser hydrates this same tree, built from the data block (client/page-tree.tsx).
    return (
      <AppShell config={deps.publicConfig} assets={{ iconsHref: deps.manifest.icons, css: deps.css, dataJson }}>
        <PageView state={state} />
      </AppShell>
    );
  }

  // Not-found documents name no path (page-state.server.ts), so their matched routes decide them: one render each per process, however many junk paths arrive.
  const notFoundDocuments = new LRUCache<string, Promise<Buffer>>({ max: 32 });
  function notFoundDocument(context: StaticHandlerContext): Promise<Buffer> {
    const key = JSON.stringify(matchedRoutes(context));
    let document = notFoundDocuments.get(key);
    if (!document) {
      document = renderToBuffer(context);
      notFoundDocuments.set(key, document);
      document.catch(() => notFoundDocuments.delete(key));
    }
    return document;
  }

  async function renderToBuffer(context: StaticHandlerContext): Promise<Buffer> {
    const tree = await element(context);
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
        final(done) {
          resolve(Buffer.concat(chunks));
          done();
        },
      });
      const { pipe, abort } = renderToPipeableStream(tree, {
        bootstrapModules: [...deps.manifest.entryImports, deps.manifest.entry],
        onAllReady() {
          clearTimeout(timer);
          pipe(sink);
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error) {
          deps.logger.error({ err: error }, 'render error');
        },
      });
      const timer = setTimeout(() => abort(new Error('render timed out')), streamTimeoutMs);
      timer.unref();
    });
  }

  return {
    async prepare(url, signal, formState) {
      const request = new Request(url, { signal });
      const context = await handler.query(request, { requestContext: { data: deps.siteData, formState } });
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
      }
      const noStore = routeHandles(context).some((h) => h.noStore);
      return { kind: 'page', status: pageStatus(context), noStore, context };
    },

    reachesCatchAll: catchAllMatcher(routes),

    renderToBuffer: (page) => (isNotFoundAnswer(page.context) ? notFoundDocument(page.context) : renderToBuffer(page.context)),
  };
}
