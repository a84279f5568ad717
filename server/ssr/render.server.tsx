import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, matchRoutes, type RouteObject, type StaticHandlerContext } from 'react-router';
import type { Logger } from 'pino';
import type { Reminders } from '../reminders/reminders.server';
import type { Bookings } from '../booking/booking-service.server';
import { PageView } from '../../shared/page';
import type { SiteData } from '../../shared/data/site-data';
import type { PublicConfig } from '../../shared/public-config';
import type { CacheClass } from '../../shared/meta/page-meta';
import type { AssetManifest } from '../assets.server';
import type { FormRefusal, FormSubmitter } from '../forms/form-submitter.server';
import { AppShell } from '../../shared/components/AppShell';
import { IslandModeContext, type IslandMode } from '../../shared/islands/island-mode';
import { hydrationJson } from './hydration-data.server';
import { isNotFoundAnswer, pageStateFrom } from './page-state.server';
import { routeContext } from './route-context.server';
import { firmFor } from '../people/firm.server';
import { createRoutes, pageHandles, type PageRouteHandle } from './routes.server';

export interface RenderDeps {
  publicConfig: PublicConfig;
  manifest: AssetManifest;
  /** The text of the stylesheet a page carries inline (server/inline-stylesheet.server.ts). */
  cssFor: (sheet: string | undefined) => string;
  siteData: SiteData;
  /** What the form pages' actions deliver posts through. */
  forms: FormSubmitter;
  /** Deadline reminders, where the site can send them. */
  reminders?: Reminders | null;
  /** Booking a call, for /book's action. */
  bookings?: Bookings | null;
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
  /**
   * Runs the route's action (for a POST) and loaders, and decides the status
   * before any byte is written. `refusedPost`: a post the server refused
   * before its body could be read, which the page's action answers.
   */
  prepare(request: Request, refusedPost?: FormRefusal): Promise<Prepared>;
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

const cacheClass = (handles: PageRouteHandle[]): CacheClass => handles.find((h) => h.cache)?.cache ?? 'deployed';

export function createRenderer(deps: RenderDeps): Renderer {
  const routes = createRoutes(deps.articlePaths);
  const handler = createStaticHandler(routes);
  const streamTimeoutMs = deps.streamTimeoutMs ?? 10_000;
  // Each island's markup is a root of its own, rendered in place, with the useId prefix its browser root hydrates with and the chunks that hydrate it.
  const islandMode: IslandMode = { kind: 'server', renderToString, chunks: (name) => deps.manifest.islands[name] ?? [] };
  // The same for every page: the page is never rendered in the browser, only its islands are.
  const dataJson = hydrationJson({ config: deps.publicConfig, iconsHref: deps.manifest.icons, hydrator: deps.manifest.hydrator, zoneWorker: deps.manifest.zoneWorker });
  const firm = firmFor(deps.publicConfig.siteUrl);

  async function element(context: StaticHandlerContext) {
    const page = pageHandles(context.matches).at(0);
    const state = await pageStateFrom(context);
    return (
      <AppShell config={deps.publicConfig} assets={{ iconsHref: deps.manifest.icons, css: deps.cssFor(page?.sheet), dataJson }}>
        <IslandModeContext.Provider value={islandMode}>
          <PageView state={state} />
        </IslandModeContext.Provider>
      </AppShell>
    );
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
    async prepare(request, refusedPost) {
      const requestContext = routeContext({ siteData: deps.siteData, forms: deps.forms, refusedPost, reminders: deps.reminders, firm, bookings: deps.bookings });
      const context = await handler.query(request, { requestContext });
      if (context instanceof Response) {
        // The matched routes' modules are loaded by now, so their handles name what the redirect stands for.
        const handles = pageHandles(matchRoutes(handler.dataRoutes, new URL(request.url).pathname) ?? []);
        return { kind: 'redirect', status: context.status, location: context.headers.get('Location') ?? '/', cache: cacheClass(handles) };
      }
      // react-router's own status: a loader's or action's data(value, { status }), a thrown Response, or 500 for anything else thrown.
      return { kind: 'page', status: context.statusCode, cache: cacheClass(pageHandles(context.matches)), notFound: isNotFoundAnswer(context), context };
    },

    routes,

    renderToBuffer: (page) => renderToBuffer(page.context),
  };
}
