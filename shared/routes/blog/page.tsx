import type { loader } from './page.server';
import { useState } from 'react';
import { usePageData } from '../../page';
import { Link } from '../../components/links';
import { browserSiteData } from '../../data/browser-site-data';
import { listPost, type ListPost } from '../../blog/list-post';
import { browserHtmlToText } from '../../text/browser-html-to-text';
import { blogPageSize, cardExcerptLength, featuredExcerptLength, hasMorePages } from '../../blog/blog-rules';
import { excerpt, pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { BlogCover } from '../../components/BlogCover';
import { useHydrated } from '../../components/use-hydrated';
import { paths } from '../../site-paths';
import { list as copy } from '../../content/generated/blog-list';
import { fillTokens } from '../../public-config';

export const handle: RouteHandle = {
  sheet: 'blog',
  cache: 'blog-posts',
  meta: ({ config }) => ({
    title: pageTitle(copy.metaTitle, config),
    description: fillTokens(copy.metaDescription, config),
    path: paths.blog,
    links: [{ rel: 'alternate', type: 'application/rss+xml', href: '/rss.xml', title: fillTokens(copy.feedTitle, config) }],
  }),
};

function PostCard({ post, featured }: { post: ListPost; featured: boolean }) {
  const text = excerpt(post.text, featured ? featuredExcerptLength : cardExcerptLength);
  return (
    <article className={featured ? 'post-card post-card--featured' : 'post-card'}>
      <Link to={`/blog/${encodeURIComponent(post._id)}`} className="post-card__link">
        {post.image ? (
          <BlogCover
            image={post.image}
            alt=""
            className="post-card__image"
            sizes={featured ? '(min-width: 64rem) 36rem, 100vw' : '(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw'}
            eager={featured}
          />
        ) : (
          <span className="post-card__image post-card__image--none" aria-hidden="true" />
        )}
        <div className="post-card__body">
          <p className="post-card__category">{post.category}</p>
          {featured ? <h2 className="post-card__title">{post.title}</h2> : <h3 className="post-card__title">{post.title}</h3>}
          <p className="post-card__excerpt">{text}</p>
          <span className="post-card__more" aria-hidden="true">
            {copy.readMore}
          </span>
        </div>
      </Link>
    </article>
  );
}

export function Component() {
  // A page's data is fixed for its document (the next page is the next document), so the list starts from it and Load More adds to it.
  const initial = usePageData<typeof loader>();
  const hydrated = useHydrated();
  const [posts, setPosts] = useState(initial.posts);
  const [page, setPage] = useState(initial.page);
  const [hasMore, setHasMore] = useState(initial.hasMore);
  const [loading, setLoading] = useState(false);

  const loadMore = async () => {
    setLoading(true);
    try {
      const next = page + 1;
      const result = await browserSiteData.listPosts(next, blogPageSize);
      setPosts((current) => [...current, ...result.blogs.filter((p) => !current.some((c) => c._id === p._id)).map((p) => listPost(p, browserHtmlToText))]);
      setPage(next);
      setHasMore(hasMorePages(next, result));
    } catch (error) {
      console.error('Could not load more blog posts', error);
    } finally {
      setLoading(false);
    }
  };

  const [featured, ...rest] = posts;
  return (
    <div className="container section blog-list">
      <header className="page-intro">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1>{copy.heading}</h1>
        <p className="lede">{copy.lede}</p>
      </header>
      {initial.error ? (
        <p className="notice notice--error" role="alert">
          {copy.loadFailed}
        </p>
      ) : null}
      {featured ? <PostCard post={featured} featured /> : null}
      {rest.length ? (
        <section aria-label={copy.more} className="post-grid">
          {rest.map((post) => (
            <PostCard key={post._id} post={post} featured={false} />
          ))}
        </section>
      ) : null}
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
        ) : posts.length ? (
          <p className="load-more__done">{copy.noMore}</p>
        ) : null}
      </div>
    </div>
  );
}
