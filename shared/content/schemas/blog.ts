import { z } from 'zod';
import { text } from './common';

/** The words around the blog's posts (content/blog.yaml); the posts themselves are content/blog/*.md. */
export const blogContent = z.strictObject({
  /** The list, /blog. {{siteName}} is the firm's name. */
  list: z.strictObject({
    metaTitle: text,
    metaDescription: text,
    /** The RSS feed's name in the page head. */
    feedTitle: text,
    eyebrow: text,
    heading: text,
    lede: text,
    loadFailed: text,
    /** The grid of posts after the first, for assistive technology. */
    more: text,
    readMore: text,
    /** The product's words (SPEC): Load More, Loading more..., No more blogs to load. */
    loadMore: text,
    loadingMore: text,
    noMore: text,
  }),
  /** The call to action closing every post. */
  postCta: z.strictObject({ heading: text, text }),
});

export type BlogContent = z.output<typeof blogContent>;
