import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type { Logger } from 'pino';
import { createRoutes } from '../../shared/routes';
import type { SiteData } from '../../shared/data/site-data';
import type { FormState } from '../../shared/forms/form-state';
import type { PublicConfig } from '../../shared/public-config';
import type { AssetManifest } from '../assets.server';
import { AppShell } from '../../shared/components/AppShell';
import { hydrationJson } from './hydration-data.server';
import { pageStatus, routeHandles } from './status.server';

export interface RenderDeps {
  publicConfig: PublicConfig;
  manifest: AssetManifest;
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
      /** The not-found route matched: the page depends on nothing but the path. */
      notFoundRoute: boolean;
      context: StaticHandlerContext;
    };

export interface Renderer {
  /** Runs the route's loaders and decides the status before any byte is written. */
  prepare(url: string, signal: AbortSignal, formState?: FormState): Promise<Prepared>;
  /** The whole document as one buffer (for the page cache). */
  renderToBuffer(page: Extract<Prepared, { kind: 'page' }>): Promise<Buffer>;
  /** Streams the document into a writable, at shell-ready or, for crawlers, when all is ready. */
  renderToStream(
    page: Extract<Prepared, { kind: 'page' }>,
    opts: { waitForAll: boolean; onReady: (pipe: (dest: NodeJS.WritableStream) => void) => void; onError: (error: unknown) => void },
  ): void;
}

export function createRenderer(deps: RenderDeps): Renderer {
  const handler = createStaticHandler(createRoutes());
  const streamTimeoutMs = deps.streamTimeoutMs ?? 10_000;

  function element(context: StaticHandlerContext) {
    const preloads = routeHandles(context).flatMap((h) => (h.page ? deps.manifest.pages[h.page] ?? [] : []));
    const dataJson = hydrationJson(context, deps.publicConfig, deps.manifest.css, preloads);
    const router = createStaticRouter(handler.dataRoutes, context);
    return (
      <AppShell config={deps.publicConfig} assets={{ cssHref: deps.manifest.css, dataJson, preloads }}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppShell>
    );
  }

  function stream(
    context: StaticHandlerContext,
    waitForAll: boolean,
    onReady: (pipe: (dest: NodeJS.WritableStream) => void) => void,
    onError: (error: unknown) => void,
  ) {
    let settled = false;
    const { pipe, abort } = renderToPipeableStream(element(context), {
      bootstrapModules: [deps.manifest.entry],
      onShellReady() {
        if (!waitForAll && !settled) {
          settled = true;
          onReady(pipe);
        }
      },
      onAllReady() {
        clearTimeout(timer);
        if (waitForAll && !settled) {
          settled = true;
          onReady(pipe);
        }
      },
      onShellError(error) {
        clearTimeout(timer);
        if (!settled) {
          settled = true;
          onError(error);
        }
      },
      onError(error) {
        deps.logger.error({ err: error }, 'render error');
      },
    });
    const timer = setTimeout(() => abort(new Error('render timed out')), streamTimeoutMs);
    timer.unref();
  }

  return {
    async prepare(url, signal, formState) {
      const request = new Request(url, { signal });
      const context = await handler.query(request, { requestContext: { data: deps.siteData, formState } });
      if (context instanceof Response) {
        return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/' };
      }
      const handles = routeHandles(context);
      const noStore = handles.some((h) => h.noStore);
      return { kind: 'page', status: pageStatus(context), noStore, notFoundRoute: handles.some((h) => h.status === 404), context };
    },

    renderToBuffer(page) {
      return new Promise((resolve, reject) => {
        stream(
          page.context,
          true,
          (pipe) => {
            const chunks: Buffer[] = [];
            const sink = new PassThrough();
            sink.on('data', (chunk: Buffer) => chunks.push(chunk));
            sink.on('end', () => resolve(Buffer.concat(chunks)));
            sink.on('error', reject);
            pipe(sink);
          },
          reject,
        );
      });
    },

    renderToStream(page, opts) {
      stream(page.context, opts.waitForAll, opts.onReady, opts.onError);
    },
  };
}
