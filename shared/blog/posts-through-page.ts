import type { BlogPage, BlogPost } from '../data/site-data';
import { blogPageSize, hasMorePages } from './blog-rules';

/**
 * The no-JavaScript list at ?page=N shows every post up to page N. Read page by
 * page, that is N calls to the API host for one visitor request; read in
 * chunks of seven pages (49 posts, within the API's limit of 50) it is at most
 * three for the deepest page a visitor may ask for, and reading stops at the
 * last chunk the host reports, never asking for a page past the end.
 */
const postsPerChunk = blogPageSize * 7;
export const deepestListPage = 21;

export interface PostsThroughPage {
  posts: BlogPost[];
  hasMore: boolean;
}

export async function postsThroughPage(page: number, listPosts: (page: number, limit: number) => Promise<BlogPage>): Promise<PostsThroughPage> {
  const wanted = page * blogPageSize;
  const chunks = Math.ceil(wanted / postsPerChunk);
  const posts: BlogPost[] = [];
  let moreChunks = true;
  for (let chunk = 1; chunk <= chunks && moreChunks; chunk++) {
    const result = await listPosts(chunk, postsPerChunk);
    posts.push(...result.blogs);
    moreChunks = hasMorePages(chunk, result, postsPerChunk);
  }
  return { posts: posts.slice(0, wanted), hasMore: posts.length > wanted || (posts.length === wanted && moreChunks) };
}
