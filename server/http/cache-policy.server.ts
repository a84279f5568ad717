import type { CacheClass } from '../../shared/meta/page-meta';

export type { CacheClass };

export const noStore = 'no-store';

/** Answers that change only with a deploy: a CDN keeps them five minutes and may serve them stale for a day while it refreshes. */
const deployedAnswer = 'public, max-age=0, s-maxage=300, stale-while-revalidate=86400';
const notFoundAnswer = 'public, max-age=0, s-maxage=60';

/** The Cache-Control for an answer of this class and status. */
export type CachePolicy = (shows: CacheClass, status: number) => string;

/**
 * The one TTL rule. Each handler names what its answer shows (a page by its
 * route handle, the API and the feeds where they are defined); this gives the
 * Cache-Control. This server's response cache keeps an answer exactly as long
 * as its s-maxage tells a CDN to (see sharedLifetimeMs), so the two can never
 * disagree. BLOG_CACHE_SECONDS is the lifetime of everything that shows blog
 * posts; 0 means no cache keeps them.
 */
export function createCachePolicy(blogCacheSeconds: number): CachePolicy {
  const blogAnswer = blogCacheSeconds > 0 ? `public, max-age=0, s-maxage=${blogCacheSeconds}` : noStore;
  return (shows, status) => {
    if (shows === 'no-store' || (status !== 200 && status !== 301 && status !== 404)) return noStore;
    // A missing post may be published any moment; only posts that exist, and a list's redirect to its last page, are kept.
    if (shows === 'blog-posts') return status !== 404 ? blogAnswer : noStore;
    return status === 404 ? notFoundAnswer : deployedAnswer;
  };
}

/** How long a shared cache may keep an answer with this Cache-Control: its s-maxage; 0 when it may not keep it. */
export function sharedLifetimeMs(cacheControl: unknown): number {
  if (typeof cacheControl !== 'string' || /no-store|no-cache|private/.test(cacheControl)) return 0;
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl);
  return sMaxAge ? Number(sMaxAge[1]) * 1000 : 0;
}
