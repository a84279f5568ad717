import type { BlogPage, BlogPost } from '../data/site-data';
import { blogPageSize, hasMorePages } from './blog-rules';

/**
 * Every post up to list page N, read from the API host exactly as the SPEC's
 * call table reads it: `page` and `limit=7`, so a host that returns at most
 * seven posts a request still fills it. The no-JavaScript list at ?page=N
 * shows them; the sitemap and the RSS feed read the same pages (the same
 * URLs, so reads in flight are shared with the list's). Page 1 says how many
 * pages there are; the rest up to N, never past the last, are read at once, in
 * turns of at most `readsAtOnce`. A host that does not say reads on page by
 * page until a short page. Identical reads in flight are shared
 * (shared-reads.server.ts) and what is built from them is cached, so a deep
 * page costs its calls once.
 */
export const deepestListPage = 21;

/** The most reads at once: the burst the deepest list page makes, also for the sitemap, which reads deeper. */
const readsAtOnce = deepestListPage - 1;

export interface PostsThroughPage {
  posts: BlogPost[];
  hasMore: boolean;
  /** The page the list ends on, when that is before the page asked for: a deeper page shows exactly its posts. */
  endsOn?: number;
}

export async function postsThroughPage(page: number, listPosts: (page: number, limit: number) => Promise<BlogPage>): Promise<PostsThroughPage> {
  const wanted = page * blogPageSize;
  // A host that ignores the limit must not put more than N pages on the page.
  const upToPage = ({ posts, hasMore }: PostsThroughPage): PostsThroughPage => {
    const more = hasMore || posts.length > wanted;
    const endsOn = Math.max(1, Math.ceil(posts.length / blogPageSize));
    return { posts: posts.slice(0, wanted), hasMore: more, ...(!more && endsOn < page ? { endsOn } : {}) };
  };
  const first = await listPosts(1, blogPageSize);
  if (first.pages !== null) {
    const last = Math.min(page, first.pages);
    const rest: BlogPage[] = [];
    for (let from = 2; from <= last; from += readsAtOnce) {
      const batch = Array.from({ length: Math.min(readsAtOnce, last - from + 1) }, (_, i) => listPosts(from + i, blogPageSize));
      rest.push(...(await Promise.all(batch)));
    }
    const results = [first, ...rest];
    return upToPage({ posts: results.flatMap((result) => result.blogs), hasMore: hasMorePages(last, rest.at(-1) ?? first) });
  }
  const posts = [...first.blogs];
  let hasMore = hasMorePages(1, first);
  for (let n = 2; n <= page && hasMore; n++) {
    const result = await listPosts(n, blogPageSize);
    posts.push(...result.blogs);
    hasMore = hasMorePages(n, result);
  }
  return upToPage({ posts, hasMore });
}
