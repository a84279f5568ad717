import type { ComponentType } from 'react';
import type { RouteHandle } from './meta/page-meta';
import type { RouteFolder } from './route-table';

/** What a page folder's page.tsx exports: what renders, on the server and in the browser, and what the page says about itself. */
export interface PageModule {
  Component: ComponentType;
  handle: RouteHandle;
}

/** Each page folder's page.tsx, loaded when its route first matches (shared/content/generated/route-pages.ts). */
export type PageModules = Record<RouteFolder, () => Promise<PageModule>>;
