import { data, redirect } from 'react-router';
import { requestedPage } from '../../blog/blog-rules';
import { deepestListPage, postsThroughPage } from '../../blog/posts-through-page';
import { SiteDataError } from '../../data/site-data';
import { listPost, type ListPost } from '../../blog/list-post';
import { paths } from '../../site-paths';
import { siteDataContext, type LoaderArgs } from '../../../server/ssr/route-context.server';
import { postText } from '../../../server/content/html-to-text.server';
import { asDefault, type PageQuery } from '../../../server/ssr/page-query.server';

/** What the blog list's loader returns: every post up to ?page=N, or why there are none. */
export interface BlogListData {
  posts: ListPost[];
  page: number;
  hasMore: boolean;
  error: string | null;
}

/** ?page=N, 1 when absent: past the deepest page the list reads, it reads the deepest. */
export const query = {
  page: (raw) => asDefault(requestedPage(raw, deepestListPage), 1),
} satisfies PageQuery;

/** /blog. Without JavaScript, ?page=N renders every post up to page N, so "Load More" works as a plain link. */
export async function loader({ request, context }: LoaderArgs) {
  const page = requestedPage(new URL(request.url).searchParams.get('page'), deepestListPage);
  const site = context.get(siteDataContext);
  try {
    const { posts, hasMore, endsOn } = await postsThroughPage(page, (n, limit) => site.listPosts(n, limit));
    // A page past the end would show the last page's posts under a URL of its own: one URL per list.
    if (endsOn !== undefined) throw redirect(endsOn > 1 ? `${paths.blog}?page=${endsOn}` : paths.blog, 301);
    return { posts: posts.map((post) => listPost(post, postText)), page, hasMore: hasMore && page < deepestListPage, error: null } satisfies BlogListData;
  } catch (error) {
    if (!(error instanceof SiteDataError)) throw error;
    // Returned, not thrown: the page still renders (its heading and the notice) under the failure's status (502, 504).
    return data<BlogListData>({ posts: [], page, hasMore: false, error: error.message }, { status: error.httpStatus });
  }
}
