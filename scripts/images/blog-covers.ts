import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import matter from 'gray-matter';
import sharp from 'sharp';
import { blogCoverSize, blogCoverWidths } from '../../shared/content/image-sizes';
import { coverCategory, renderBlogCoverSvg } from './blog-cover-art';
import { mapLimit, publicDir, repoRoot, writeOutput, type WrittenFile } from './output';

export const blogDir = path.join(repoRoot, 'shared', 'content', 'blog');

export const BLOG_COVER_QUALITY = { webp: 72, avif: 52 } as const;

export interface BlogCoverSource {
  id: string;
  title: string;
  category: string;
  file: string;
}

/** Safe file-name slug for a post id (ids should already be slugs; this is a guard). */
function slug(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Read id/title/category from every shared/content/blog/*.md; missing folder → []. Unparseable files are skipped with a warning. */
export async function readBlogPosts(dir: string = blogDir): Promise<BlogCoverSource[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((f) => f.endsWith('.md')).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
  const posts: BlogCoverSource[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const { data } = matter(await readFile(file, 'utf8'));
      const id = slug(String(data.id ?? path.basename(name, '.md')));
      if (!id) throw new Error('empty id');
      posts.push({ id, title: String(data.title ?? ''), category: String(data.category ?? ''), file: name });
    } catch (err) {
      console.warn(`blog-covers: skipping ${name}: ${(err as Error).message}`);
    }
  }
  return posts;
}

/**
 * For every blog post write public/images/blog/<id>.webp/.avif (1200×630) and
 * <id>-600.webp/.avif (600×315). Returns [] when there are no posts yet.
 */
export async function generateBlogCovers(dir: string = blogDir): Promise<WrittenFile[]> {
  const posts = await readBlogPosts(dir);
  if (posts.length === 0) {
    console.log(`blog-covers: no Markdown posts in ${path.relative(repoRoot, dir)} yet; nothing to do`);
    return [];
  }
  const seen = new Set<string>();
  const unique = posts.filter((p) => (seen.has(p.id) ? (console.warn(`blog-covers: duplicate id ${p.id} in ${p.file}`), false) : seen.add(p.id)));
  // posts of the same category get different background layouts (in id order)
  const variants = new Map<string, number>();
  const byCategory = new Map<string, string[]>();
  for (const p of unique) byCategory.set(coverCategory(p.category), [...(byCategory.get(coverCategory(p.category)) ?? []), p.id]);
  for (const ids of byCategory.values()) ids.sort().forEach((id, i) => variants.set(id, i % 3));
  const outDir = path.join(publicDir, 'images', 'blog');
  const perPost = await mapLimit(unique, 4, async (post) => {
    const written: WrittenFile[] = [];
    for (const width of blogCoverWidths) {
      const height = Math.round((width * blogCoverSize.height) / blogCoverSize.width);
      const raster = await sharp(Buffer.from(renderBlogCoverSvg({ ...post, variant: variants.get(post.id) }, width))).resize(width, height).removeAlpha().toBuffer();
      const base = width === blogCoverSize.width ? post.id : `${post.id}-${width}`;
      const webp = await sharp(raster).webp({ quality: BLOG_COVER_QUALITY.webp, effort: 6, smartSubsample: true }).toBuffer();
      const avif = await sharp(raster).avif({ quality: BLOG_COVER_QUALITY.avif, effort: 5 }).toBuffer();
      written.push(await writeOutput(path.join(outDir, `${base}.webp`), webp));
      written.push(await writeOutput(path.join(outDir, `${base}.avif`), avif));
    }
    return written;
  });
  return perPost.flat();
}
