import type { PostFrontMatter } from '../../shared/content/schemas/markdown';
import type { BlogPost } from '../../shared/data/site-data';
import type { MarkdownDoc } from './compile/markdown-docs.server';
import { renderMarkdown } from './markdown.server';

/** The embedded blog: the Markdown posts of content/blog/, newest first, rendered once. */
export function blogPosts(docs: Array<MarkdownDoc<PostFrontMatter>>, fill: (text: string) => string): BlogPost[] {
  const posts = docs.map(({ meta, body }): BlogPost => ({
    _id: meta.id,
    title: fill(meta.title),
    description: renderMarkdown(body, fill).html,
    category: meta.category,
    image: meta.image ?? '',
    date: meta.date,
    bylineRef: meta.byline,
    tools: meta.tools,
  }));
  return posts.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a._id.localeCompare(b._id));
}
