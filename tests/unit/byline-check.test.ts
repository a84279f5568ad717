import { rmSync } from 'node:fs';
import path from 'node:path';
import { compileContent } from '../../server/content/compile/compile-content.server';
import { formatIssue } from '../../server/content/compile/issues.server';
import { copyContent, editContent } from '../support/content-copy';

/** A byline is someone a visitor can look up on /about: the content check refuses one naming nobody of content/people/. */
describe('bylines', () => {
  it('refuses an article, a post, a tool or the changelog whose byline names nobody known, naming the file and the field', async () => {
    const dir = copyContent();
    editContent(dir, 'articles/why-choose-a-wyoming-llc.md', /person: \S+/, 'person: nobody-we-know');
    editContent(dir, 'blog/board-deck-outline.md', /person: \S+/, 'person: nobody-we-know');
    editContent(dir, 'tools/delaware-franchise-tax.yaml', /person: \S+/, 'person: nobody-we-know');
    editContent(dir, 'changes.yaml', /person: \S+/, 'person: nobody-we-know');
    const result = await compileContent(dir);
    const issues = result.issues.map(formatIssue);
    for (const file of ['articles/why-choose-a-wyoming-llc.md', 'blog/board-deck-outline.md', 'tools/delaware-franchise-tax.yaml', 'changes.yaml'])
      expect(issues).toContainEqual(expect.stringMatching(new RegExp(`^content/${file}.*byline\\.person: "nobody-we-know" is nobody in content/people/`)));
    expect(result.ok).toBe(false);
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('accepts the content as it is', async () => {
    expect((await compileContent(path.resolve('content'))).issues).toEqual([]);
  });
});
