import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, type StaticHandlerContext } from 'react-router';
import { LRUCache } from 'lru-cache';
import type { Logger } from 'pino';
import { PageView } from '../../shared/page';
import type { SiteData } from '../../shared/data/site-data';
import type { FormState } from '../../shared/forms/form-state';
import type { PublicConfig } from '../../shared/public-config';
import type { PageName } from '../../shared/pages/page-modules';
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
  /** The text of the stylesheet a page carries inline (server/inline-stylesheet.server.ts). */
  cssFor: (page: PageName | undefined) => string;
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
      /** The one document every path reaching this route gets (page-state.server.ts). */
      notFound: boolean;
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

  // What the browser fetches after the first paint, per page: React and the app, then the page's own chunks (the build leaves the app's out of those).
  const preloadsByPage = new Map(Object.entries(deps.manifest.pages).map(([page, chunks]) => [page, [...deps.manifest.app, ...chunks]]));

  async function element(context: StaticHandlerContext, notFound: boolean) {
    const page = routeHandles(context).find((h) => h.page)?.page;
    const preloads = (page ? preloadsByPage.get(page) : undefined) ?? deps.manifest.app;
    const state = await pageStateFrom(context);
    const dataJson = hydrationJson(matchedRoutes(context), deps.publicConfig, { iconsHref: deps.manifest.icons, preloads }, notFound ? pageLocation(context) : undefined);
    // The browser hydrates this same tree, built from the data block (client/page-tree.tsx).
    return (
      <AppShell config={deps.publicConfig} assets={{ iconsHref: deps.manifest.icons, css: deps.cssFor(page), dataJson }}>
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
      document = renderToBuffer(context, true);
      notFoundDocuments.set(key, document);
      document.catch(() => notFoundDocuments.delete(key));
    }
    return document;
  }

  async function renderToBuffer(context: StaticHandlerContext, notFound: boolean): Promise<Buffer> {
    const tree = await element(context, notFound);
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
      return { kind: 'page', status: pageStatus(context), noStore, notFound: isNotFoundAnswer(context), context };
    },

    reachesCatchAll: catchAllMatcher(routes),

    renderToBuffer: (page) => (page.notFound ? notFoundDocument(page.context) : renderToBuffer(page.context, false)),
  };
}
