import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../shared/meta/page-meta';
import type { RouteFolders } from './route-folder.server';
import { routeFolders } from '../../shared/content/generated/route-folders.server';
import { routeTable, type PageLine, type RouteFolder } from '../../shared/route-table';
import { queryParams, type PageQuery } from './page-query.server';

/** A page route's handle: its page.tsx's own (meta, cache rules, sheet) and the folder it comes from, which only the route table gives it. */
export interface PageRouteHandle extends RouteHandle {
  /** The page's folder in shared/routes/: the server preloads its chunks, and the browser loads its page.tsx to hydrate the page. */
  folder: RouteFolder;
}

const pageLines = routeTable.filter((line): line is PageLine => 'folder' in line);

/** A page folder's modules, typed as any folder's (not every folder has a page.server.ts, nor every one a query). */
const folderModules = (folder: RouteFolder): RouteFolders[RouteFolder] => routeFolders[folder];

/** The handle of a page folder, with its name. */
export function folderHandle(folder: RouteFolder): PageRouteHandle {
  return { ...folderModules(folder).page.handle, folder };
}

/** Each fixed path of the route table with the folder of the page it shows (the help articles', from the content, aside). */
const fixedPaths = pageLines.flatMap((line) => ('path' in line && !/[:*]/.test(line.path) ? [[line.path, line.folder] as const] : []));

/** The fixed paths whose page's handle passes the test: what the render budget reads. */
const pathsWhere = (test: (handle: PageRouteHandle) => boolean) => fixedPaths.filter(([, folder]) => test(folderHandle(folder))).map(([path]) => path);

/**
 * The pages whose handle says `no-store` whatever their query: every request
 * for one is a render, with or without a query string, so the per-client
 * budget of renders (server/http/query-miss-limit.server.ts) counts them even
 * without one.
 */
export const uncachedPaths: readonly string[] = pathsWhere((handle) => handle.cache === 'no-store');

/** The pages a signed link in an e-mail opens (their handle's `signedLink`): outside the query budget, with a limit of their own. */
export const signedLinkPaths: readonly string[] = pathsWhere((handle) => handle.signedLink === true);

/** The query the page at each fixed path reads, with each parameter's canonical form (its page.server.ts's `query`). */
export const pageQueries: ReadonlyMap<string, PageQuery> = new Map(
  fixedPaths.flatMap(([path, folder]) => {
    const query = folderModules(folder).server?.query;
    return query ? [[path, query] as const] : [];
  }),
);

/** The query parameters the page at each fixed path reads. */
export const pageQueryParams: ReadonlyMap<string, readonly string[]> = new Map([...pageQueries].map(([path, query]) => [path, queryParams(query)]));

/** The route for a page folder at a path: its server half (page.server.ts) and its handle, named by the folder. */
function pageRoute(folder: RouteFolder, path: string): RouteObject {
  const { server } = folderModules(folder);
  const at = path === '/' ? { index: true as const } : { path: path.replace(/^\//, '') };
  return { ...at, loader: server?.loader, action: server?.action, handle: folderHandle(folder) };
}

/**
 * Which path shows which page, for react-router's static handler, from the
 * route table: it matches each request, runs the page's loader (and, for a
 * form post, its action) and decides status and redirects; the renderer then
 * shows the pages it matched (page-state.server.ts). The browser never matches
 * a path: it renders the pages the server names in the data block. Help
 * articles name their own paths (content/articles/*.md), so their routes come
 * from the content. The table's redirects are answered before the app
 * (server/middleware/redirects.server.ts).
 */
export function createRoutes(articlePaths: readonly string[]): RouteObject[] {
  return [
    {
      // The document around every page (shared/load-matches.ts renders it for this route).
      path: '/',
      children: pageLines.flatMap((line) => ('articles' in line ? articlePaths : [line.path]).map((path) => pageRoute(line.folder, path))),
    },
  ];
}

/** A matched route's handle as pageRoute made it; none for the document route (react-router types a handle as any). */
export function pageHandle(route: { handle?: unknown }): PageRouteHandle | undefined {
  return route.handle as PageRouteHandle | undefined;
}

/** The page handles of a page's matched routes, outermost first. */
export function pageHandles(matches: ReadonlyArray<{ route: { handle?: unknown } }>): PageRouteHandle[] {
  return matches.map((m) => pageHandle(m.route)).filter((h): h is PageRouteHandle => h !== undefined);
}
