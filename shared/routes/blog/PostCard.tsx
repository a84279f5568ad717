import { Link } from '../../components/links';
import type { ListPost } from '../../blog/list-post';
import { cardExcerptLength, featuredExcerptLength } from '../../blog/blog-rules';
import { excerpt } from '../../meta/build-head';
import { BlogCover } from '../../components/BlogCover';
import { list as copy } from '../../content/generated/blog-list';

/** One post in the blog's list: the first large (featured), the rest in the grid. */
export function PostCard({ post, featured }: { post: ListPost; featured: boolean }) {
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
