import type { loader } from './page.server';
import { usePageData } from '../../page';
import { pageTitle } from '../../meta/build-head';
import type { RouteHandle } from '../../meta/page-meta';
import { paths } from '../../site-paths';
import { list as copy } from '../../content/generated/blog-list';
import { fillTokens } from '../../public-config';
import { Island } from '../../islands/Island';
import { MorePosts } from './MorePosts';
import { PostCard } from './PostCard';
import { PostGrid } from './PostGrid';

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

export function Component() {
  const { posts, page, hasMore, error } = usePageData<typeof loader>();
  const [featured, ...rest] = posts;
  return (
    <div className="container section blog-list">
      <header className="page-intro">
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1>{copy.heading}</h1>
        <p className="lede">{copy.lede}</p>
      </header>
      {error ? (
        <p className="notice notice--error" role="alert">
          {copy.loadFailed}
        </p>
      ) : null}
      {featured ? <PostCard post={featured} featured /> : null}
      {rest.length ? <PostGrid posts={rest} label={copy.more} /> : null}
      <Island name="blog-more" component={MorePosts} props={{ page, hasMore, shown: posts.map((post) => post._id) }} load="interaction" holdsClicks />
    </div>
  );
}
