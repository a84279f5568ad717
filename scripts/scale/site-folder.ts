import { mkdir, mkdtemp, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import matter from 'gray-matter';
import { inTurn } from '../lib/in-turn';

const repo = path.resolve('.');
const siteBlog = path.join(repo, 'content/blog');

interface SitePost {
  id: string;
  title: string;
  category: string;
  date: string;
  image: string;
  body: string;
  source: string;
}

/** The site's own posts, as its Markdown files give them. */
async function sitePosts(): Promise<SitePost[]> {
  const names = (await readdir(siteBlog)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    names.map(async (name) => {
      const source = await readFile(path.join(siteBlog, name), 'utf8');
      const { data, content } = matter(source);
      const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
      return { id: String(data.id), title: String(data.title), category: String(data.category), date, image: String(data.image ?? ''), body: content, source };
    }),
  );
}

export async function sitePostCount(): Promise<number> {
  return (await sitePosts()).length;
}

const day = 24 * 60 * 60 * 1000;

/**
 * N posts: the site's own, then older ones made from them in turn (the same
 * Markdown, tables and covers, a title and opening paragraph of their own, one
 * every two days back from the oldest), so a long blog reads and renders like
 * this one.
 */
async function writePosts(dir: string, count: number): Promise<void> {
  const own = await sitePosts();
  const oldest = Math.min(...own.map((post) => Date.parse(`${post.date}T00:00:00Z`)));
  const nextTemplate = inTurn(own, "of the site's posts");
  const writes = Array.from({ length: count }, (_, i) => {
    const template = nextTemplate();
    if (i < own.length) return writeFile(path.join(dir, `${template.id}.md`), template.source);
    const part = Math.floor(i / own.length) + 1;
    const id = `${template.id}-part-${part}`;
    const date = new Date(oldest - 2 * day * (i - own.length + 1)).toISOString().slice(0, 10);
    const opening = `This is part ${part} of our notes on ${template.category.toLowerCase()}, written for founders who asked us about it in the weeks before ${date}.\n\n`;
    const front = `---\nid: ${id}\ntitle: ${JSON.stringify(`${template.title}, part ${part}`)}\ncategory: ${template.category}\ndate: ${date}\nimage: ${template.image}\n---\n`;
    return writeFile(path.join(dir, `${id}.md`), `${front}\n${opening}${template.body.trimStart()}`);
  });
  await Promise.all(writes);
}

/**
 * A folder laid out as the Docker image's /app is (dist, public, node_modules
 * and content), whose blog holds `count` posts: the production server
 * run there reads its posts from it and everything else from this checkout,
 * which stays as it is. The site's own count is its own blog folder.
 */
export async function siteFolder(count: number): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), `scale-${count}-`));
  for (const entry of ['dist', 'public', 'node_modules']) await symlink(path.join(repo, entry), path.join(root, entry));
  const content = path.join(root, 'content');
  await mkdir(content, { recursive: true });
  for (const entry of await readdir(path.join(repo, 'content'))) {
    if (entry !== 'blog') await symlink(path.join(repo, 'content', entry), path.join(content, entry));
  }
  if (count === (await sitePostCount())) await symlink(siteBlog, path.join(content, 'blog'));
  else {
    await mkdir(path.join(content, 'blog'));
    await writePosts(path.join(content, 'blog'), count);
  }
  return root;
}
