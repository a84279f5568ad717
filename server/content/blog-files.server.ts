import type { BlogPost } from '../../shared/data/site-data';
import { dateString, frontMatterText, parseMarkdown } from './markdown.server';
import { readMarkdownFolder } from './load-folder.server';

/** The embedded blog: Markdown posts with front matter, newest first, parsed once. */
export async function loadBlogPosts(dir: string, fill: (text: string) => string): Promise<BlogPost[]> {
  const posts = (await readMarkdownFolder(dir)).map(([file, source]) => {
    const { data, html } = parseMarkdown(source, fill);
    const id = frontMatterText(data.id, file);
    if (!/^[a-z0-9][a-z0-9-]*$/.test(id)) throw new Error(`${file}.md: id "${id}" must be lowercase letters, digits and dashes`);
    return {
      _id: id,
      title: fill(String(data.title)),
      description: html,
      category: frontMatterText(data.category, 'General'),
      image: frontMatterText(data.image, ''),
      date: dateString(data.date),
    } satisfies BlogPost;
  });
  return posts.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || a._id.localeCompare(b._id));
}
