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

export interface MetaArgs {
  data: unknown;
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

export type MetaFn = (args: MetaArgs) => PageMeta;

/**
 * What a page module says about itself. Its name, loader, action and status
 * are the route table's (server/ssr/routes.server.ts), not the module's.
 */
export interface RouteHandle {
  meta?: MetaFn;
  /** What the page shows, for how long shared caches keep it; unnamed, it changes only with a deploy. */
  cache?: Exclude<CacheClass, 'deployed'>;
}
