import type { BlogPost } from '../data/site-data';
import { featuredExcerptLength } from './blog-rules';

/** A post as the blog list shows it: its card's fields and the start of its plain text, never its body. */
export type ListPost = Omit<BlogPost, 'description'> & { text: string };

/**
 * A post's card, given how to read its body as plain text (html-to-text on the server, the browser's own parser after
 * Load More). The text stops just past the longest excerpt, so the page's data block carries no whole article.
 */
export function listPost({ description, ...post }: BlogPost, toText: (html: string) => string): ListPost {
  return { ...post, text: toText(description).slice(0, featuredExcerptLength + 1) };
}
