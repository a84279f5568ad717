import type { ListPost } from '../../blog/list-post';
import { PostCard } from './PostCard';

/**
 * The blog's grid of post cards, on the page and in the posts Load More adds. Only the page's grid is a region named
 * for screen readers: the added posts continue it, and a second region of the same name would be a second landmark
 * saying nothing new.
 */
export function PostGrid({ posts, label, className = 'post-grid' }: { posts: ListPost[]; label?: string; className?: string }) {
  return (
    <section aria-label={label} className={className}>
      {posts.map((post) => (
        <PostCard key={post._id} post={post} featured={false} />
      ))}
    </section>
  );
}
