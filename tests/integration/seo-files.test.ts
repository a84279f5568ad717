import request from 'supertest';
import { legacyRedirects, paths, staticPaths } from '../../shared/site-paths';
import { articlePaths } from '../support/article-paths';
import { createTestApp, type TestApp } from '../support/test-app';
import { capture } from '../../shared/text/capture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sitemap.xml', () => {
  it('lists every indexable page once, absolute and canonical, with lastmod where known', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const locs = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => capture(m, 1));
    expect(new Set(locs).size).toBe(locs.length);
    // Without mail configured (this app) the reminders page is left out: tests/integration/reminders-where-sent.test.ts.
    for (const path of [...staticPaths.filter((p) => p !== paths.reminders), ...articlePaths]) expect(locs).toContain(`https://www.example.com${path}`);
    expect(locs).not.toContain(`https://www.example.com${paths.reminders}`);
    const posts = locs.filter((l) => l.includes('/blog/'));
    expect(posts.length).toBeGreaterThanOrEqual(9);
    expect(locs.some((l) => l.includes('?'))).toBe(false);
    for (const legacy of Object.keys(legacyRedirects)) expect(locs).not.toContain(`https://www.example.com${legacy}`);
    expect(locs).toContain('https://www.example.com/contact');
    expect(res.text).toMatch(/<loc>https:\/\/www\.example\.com\/why-choose-a-wyoming-llc<\/loc><lastmod>2025-08-\d\d<\/lastmod>/);
  });

  it('every listed page answers 200', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    const paths = [...res.text.matchAll(/<loc>https:\/\/www\.example\.com([^<]+)<\/loc>/g)].map((m) => capture(m, 1));
    for (const path of paths) expect([path, (await request(t.app).get(path)).status]).toEqual([path, 200]);
  }, 60_000);
});

describe('robots.txt and the feed', () => {
  it('allows everything and points to the sitemap', async () => {
    const res = await request(t.app).get('/robots.txt');
    expect(res.text).toContain('User-agent: *\nAllow: /');
    expect(res.text).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });

  it('links the RSS feed from the head of /blog and serves it', async () => {
    const blog = await request(t.app).get('/blog');
    expect(blog.text).toContain('<link rel="alternate" href="/rss.xml" type="application/rss+xml"');
    const rss = await request(t.app).get('/rss.xml');
    expect(rss.status).toBe(200);
    expect((rss.text.match(/<item>/g) ?? []).length).toBeGreaterThanOrEqual(9);
  });

  it('serves a web manifest named for the firm', async () => {
    const res = await request(t.app).get('/site.webmanifest');
    expect(JSON.parse(res.text)).toMatchObject({ name: 'Ledgerline', start_url: '/' });
  });
});
