import type { PageName } from '../pages/page-modules';
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

export type MetaFn = (args: MetaArgs) => PageMeta;

export interface RouteHandle {
  /** The page module's own name: the server preloads its chunks, and the browser loads it to hydrate the page. */
  page?: PageName;
  meta?: MetaFn;
  /** HTTP status for the route itself (the not-found page). */
  status?: number;
  /** The page shows request-specific state and must never be cached. */
  noStore?: boolean;
}
