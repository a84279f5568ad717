import type { LoaderContext, SiteData } from './site-data';

/** The SiteData the server hands loaders in their request context (loaders run only on the server; the browser renders their data from the data block). */
export function siteData(context: unknown): SiteData {
  const data = (context as Partial<LoaderContext> | undefined)?.data;
  if (!data) throw new Error('A loader ran without the site data in its context');
  return data;
}
