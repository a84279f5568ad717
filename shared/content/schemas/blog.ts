import { z } from 'zod';
import { template, text } from './common';

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
  /** A post's page: its title in the head, its way back, and what it shows when the post cannot be. */
  post: z.strictObject({
    /** "{title} | {siteName} Blog". */
    metaTitle: template('title', 'siteName'),
    backToBlog: text,
    /** The head's description when the post cannot be shown (it is not indexed). */
    missingDescription: text,
    notFound: z.strictObject({ metaTitle: template('siteName'), heading: text, text }),
    /** The API host failed: its message follows `errorLabel`. */
    unavailable: z.strictObject({ metaTitle: template('siteName'), heading: text, errorLabel: text }),
  }),
  /** The call to action closing every post. */
  postCta: z.strictObject({ heading: text, text }),
});

export type BlogContent = z.output<typeof blogContent>;
