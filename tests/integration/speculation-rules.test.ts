import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { firstItems } from '../support/must';

describe('prefetching the next page', () => {
  let site: TestApp;
  beforeAll(async () => {
    site = await createTestApp();
  });
  afterAll(() => site.close());

  it.each(['/', '/pricing', '/blog/board-deck-outline', '/no-such-page', '/contact?sent=1'])('%s points the browser at the rules, rendered and from the cache', async (path) => {
    for (let i = 0; i < 2; i++) {
      const res = await request(site.app).get(path);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['speculation-rules']).toBe('"/speculation-rules.json"');
    }
  });

  it("serves the rules as speculation-rules JSON that prefetch only this site's pages", async () => {
    const res = await request(site.app).get('/speculation-rules.json');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/speculationrules\+json/);
    const rules = JSON.parse(res.text) as { prefetch: Array<{ where: { and: unknown[] }; eagerness: string }> };
    expect(rules.prefetch).toHaveLength(1);
    const [rule] = firstItems(rules.prefetch, 1, 'prefetch rules');
    expect(rule.eagerness).toBe('moderate');
    expect(rule.where.and).toEqual(expect.arrayContaining([{ href_matches: '/*' }, { not: { href_matches: '/api/*' } }, { not: { href_matches: '/assets/*' } }]));
  });

  it('leaves API answers and files without the header', async () => {
    for (const path of ['/api/blogs?page=1', '/robots.txt', '/speculation-rules.json']) {
      expect((await request(site.app).get(path)).headers['speculation-rules']).toBeUndefined();
    }
  });
});
