import { browserSiteData } from './browser-site-data';
import type { LoaderContext, SiteData } from './site-data';

/** Loaders get SiteData from the server's request context, or fall back to the browser's /api client. */
export function siteData(context: unknown): SiteData {
  const fromServer = (context as Partial<LoaderContext> | undefined)?.data;
  return fromServer ?? browserSiteData;
}
