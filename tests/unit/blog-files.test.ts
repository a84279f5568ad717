import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadBlogPosts } from '../../server/content/blog-files.server';

function folder(posts: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'blog-files-'));
  for (const [name, source] of Object.entries(posts)) writeFileSync(path.join(dir, `${name}.md`), source);
  return dir;
}

describe('a blog post cover comes from its front matter', () => {
  it('uses the image the post names, in any folder or format', async () => {
    const dir = folder({ ours: '---\nid: ours\ntitle: Ours\ndate: 2026-01-02\nimage: /images/blog/photos/desk.jpg\n---\nBody' });
    const [post] = await loadBlogPosts(dir, (text) => text);
    expect(post.image).toBe('/images/blog/photos/desk.jpg');
  });

  it('has no cover when the post names none, rather than a file nobody drew', async () => {
    const dir = folder({ plain: '---\nid: plain\ntitle: Plain\ndate: 2026-01-02\n---\nBody' });
    const [post] = await loadBlogPosts(dir, (text) => text);
    expect(post.image).toBe('');
  });
});
