import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, matchRoutes, type RouteObject, type StaticHandlerContext } from 'react-router';
import type { Logger } from 'pino';
import { PageView } from '../../shared/page';
import type { SiteData } from '../../shared/data/site-data';
import type { FormState } from '../../shared/forms/form-state';
import type { PublicConfig } from '../../shared/public-config';
import type { CacheClass, RouteHandle } from '../../shared/meta/page-meta';
import type { AssetManifest } from '../assets.server';
import { AppShell } from '../../shared/components/AppShell';
import { hydrationJson } from './hydration-data.server';
import { isNotFoundAnswer, matchedRoutes, pageLocation, pageStateFrom } from './page-state.server';
import { createRoutes } from './routes.server';
import { pageStatus, routeHandles } from './status.server';

export interface RenderDeps {
  publicConfig: PublicConfig;
  manifest: AssetManifest;
  /** The stylesheet's text, inlined into every document. */
  css: string;
  siteData: SiteData;
  /** The help articles' paths, from their files. */
  articlePaths: readonly string[];
  logger: Logger;
  streamTimeoutMs?: number;
}

export type Prepared =
  | { kind: 'redirect'; status: number; location: string; cache: CacheClass }
  | {
      kind: 'page';
      status: number;
      /** What the page shows, for the cache policy. */
      cache: CacheClass;
      /** The one document every path reaching this route gets (not-found.server.ts). */
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
  /** The route table the static handler matches against. */
  routes: RouteObject[];
}

const cacheClass = (handles: Array<RouteHandle | undefined>): CacheClass => handles.find((h) => h?.cache)?.cache ?? 'deployed';

export function createRenderer(deps: RenderDeps): Renderer {
  const routes = createRoutes(deps.articlePaths);
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
      <AppShell config={deps.publicConfig} assets={{ iconsHref: deps.manifest.icons, css: deps.css, dataJson }}>
        <PageView state={state} />
      </AppShell>
    );
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
        // The matched routes' modules are loaded by now, so their handles name what the redirect stands for.
        const handles = (matchRoutes(handler.dataRoutes, new URL(url).pathname) ?? []).map((m) => m.route.handle as RouteHandle | undefined);
        return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/', cache: cacheClass(handles) };
      }
      const cache = cacheClass(routeHandles(context));
      return { kind: 'page', status: pageStatus(context), cache, notFound: isNotFoundAnswer(context), context };
    },

    routes,

    renderToBuffer: (page) => renderToBuffer(page.context, page.notFound),
  };
}
