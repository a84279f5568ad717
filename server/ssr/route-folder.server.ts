import type { RouteObject } from 'react-router';
import type { PageModule } from '../../shared/route-module';
import type { RouteFolder } from '../../shared/route-table';
import type { PageQuery } from './page-query.server';

/** What a page folder's page.server.ts exports: what only the server runs (react-router's loader and action), and the query the page reads. */
export type ServerModule = Pick<RouteObject, 'loader' | 'action'> & { query?: PageQuery };

/** Each page folder's modules, loaded at the server's start (shared/content/generated/route-folders.server.ts). */
export type RouteFolders = Record<RouteFolder, { page: PageModule; server?: ServerModule }>;
