import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSiteContent } from '../../server/content/content.server';
import { copyContent } from '../support/content-copy';

const firm = { siteName: 'Ledgerline', contactEmail: 'hello@example.com', productName: 'Ledgerline Portal' };

/** The site's content with one more post, as the embedded blog reads it. */
async function postsWith(name: string, source: string) {
  const dir = copyContent();
  writeFileSync(path.join(dir, 'blog', `${name}.md`), source);
  return (await loadSiteContent(firm, dir)).posts;
}

describe('a blog post cover comes from its front matter', () => {
  it('uses the image the post names, in any folder or format', async () => {
    const posts = await postsWith(
      'ours',
      '---\nid: ours\ntitle: Ours\ndate: 2026-01-02\nimage: /images/blog/photos/desk.jpg\nbyline: { kind: written, person: sample-priya-raman, date: 2026-01-02 }\n---\nBody',
    );
    expect(posts.find((post) => post._id === 'ours')?.image).toBe('/images/blog/photos/desk.jpg');
  });

  it('has no cover when the post names none, rather than a file nobody drew', async () => {
    const posts = await postsWith('plain', '---\nid: plain\ntitle: Plain\ndate: 2026-01-02\nbyline: { kind: written, person: sample-priya-raman, date: 2026-01-02 }\n---\nBody');
    expect(posts.find((post) => post._id === 'plain')?.image).toBe('');
  });
});
