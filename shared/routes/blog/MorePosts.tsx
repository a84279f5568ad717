import { useState } from 'react';
import { Link } from '../../components/links';
import { browserSiteData } from '../../data/browser-site-data';
import { listPost, type ListPost } from '../../blog/list-post';
import { browserHtmlToText } from '../../text/browser-html-to-text';
import { blogPageSize, hasMorePages } from '../../blog/blog-rules';
import { useHydrated } from '../../components/use-hydrated';
import { paths } from '../../site-paths';
import { list as copy } from '../../content/generated/blog-list';
import { PostGrid } from './PostGrid';

/**
 * Load More, an island below the list the server rendered: it adds the next pages' posts in a grid of its own (the
 * page's posts stay static markup). Until it hydrates, and without JavaScript, it is a link to the next page.
 */
export function MorePosts({ page: firstPage, hasMore: more, shown }: { page: number; hasMore: boolean; shown: string[] }) {
  const hydrated = useHydrated();
  const [posts, setPosts] = useState<ListPost[]>([]);
  const [page, setPage] = useState(firstPage);
  const [hasMore, setHasMore] = useState(more);
  const [loading, setLoading] = useState(false);

  const loadMore = async () => {
    setLoading(true);
    try {
      const next = page + 1;
      const result = await browserSiteData.listPosts(next, blogPageSize);
      setPosts((current) => [...current, ...result.blogs.filter((p) => !shown.includes(p._id) && !current.some((c) => c._id === p._id)).map((p) => listPost(p, browserHtmlToText))]);
      setPage(next);
      setHasMore(hasMorePages(next, result));
    } catch (error) {
      console.error('Could not load more blog posts', error);
    } finally {
      setLoading(false);
    }
  };

  return (
    <>
      {posts.length ? <PostGrid posts={posts} className="post-grid post-grid--more" /> : null}
      <div className="load-more" aria-live="polite">
        {hasMore ? (
          hydrated ? (
            <button type="button" className="button button--secondary" onClick={() => void loadMore()} disabled={loading}>
              {loading ? copy.loadingMore : copy.loadMore}
            </button>
          ) : (
            <Link to={`${paths.blog}?page=${page + 1}`} className="button button--secondary">
              {copy.loadMore}
            </Link>
          )
        ) : shown.length || posts.length ? (
          <p className="load-more__done">{copy.noMore}</p>
        ) : null}
      </div>
    </>
  );
}
