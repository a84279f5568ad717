import type { PublicConfig } from '../public-config';

export interface SocialImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a route says about itself; buildHead turns it into tags. */
export interface PageMeta {
  title: string;
  description: string;
  /** Canonical path, without query or trailing '?'. None for a not-found answer, which is the same document at every path that reaches it and names none of them. */
  path?: string;
  type?: 'website' | 'article';
  image?: SocialImage;
  noindex?: boolean;
  jsonLd?: Array<Record<string, unknown>>;
  links?: Array<{ rel: string; href: string; type?: string; title?: string }>;
}

/** What a page's meta is given: `data` is its loader's value (typed by RouteHandle<RouteData<typeof loader>>). */
export interface MetaArgs<Data = unknown> {
  data: Data;
  pathname: string;
  params: Record<string, string | undefined>;
  config: PublicConfig;
}

/**
 * What an answer shows, which decides how long shared caches keep it
 * (server/http/cache-policy.server.ts): `deployed` changes only with a deploy,
 * `blog-posts` lives as long as BLOG_CACHE_SECONDS, `no-store` holds
 * request-specific state and is never kept.
 */
export type CacheClass = 'deployed' | 'blog-posts' | 'no-store';

export type MetaFn<Data = unknown> = (args: MetaArgs<Data>) => PageMeta;

/**
 * What a page says about itself (the `handle` its folder's page.tsx exports):
 * the server reads it for the page's head, cache policy and stylesheet. The
 * paths that show it are the route table's (shared/route-table.ts); its
 * loader, action and the query it reads, its page.server.ts.
 */
export interface RouteHandle<Data = unknown> {
  /** The page's head; a page whose head shows its loader's data types it with RouteHandle<RouteData<typeof loader>>. A method, so that handle is still a RouteHandle. */
  meta?(args: MetaArgs<Data>): PageMeta;
  /** What the page shows, for how long shared caches keep it; unnamed, it changes only with a deploy. */
  cache?: Exclude<CacheClass, 'deployed'>;
  /**
   * Which sheet of client/styles/sheets/ the page carries inline. Pages that
   * share most of their rules share a sheet: each sheet adds its hash to the
   * CSP of every response, and a page gains little from rules it does not use.
   */
  sheet: string;
  /**
   * Opened by a signed link in an e-mail (?r&e&s): its query is the link, not
   * an input to explore, so it is outside the per-client query budget (an
   * office behind one address must still open its own links) and has a limit
   * of its own.
   */
  signedLink?: true;
}
