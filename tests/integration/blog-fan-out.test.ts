import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { json, startFakeApiHost, type FakeApiHost } from '../support/fake-api-host';
import { capture } from '../../shared/text/capture';

/** An API host holding `total` posts, answering page/limit like the firm's (at most `cap` a request), and counting what it is asked. */
function postsHost(host: FakeApiHost, total: number, cap = 50): void {
  host.handle((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    const page = Number(url.searchParams.get('page'));
    const limit = Math.min(cap, Number(url.searchParams.get('limit')));
    const blogs = Array.from({ length: total }, (_, i) => ({ _id: `p${i + 1}`, title: `Post ${i + 1}`, description: '<p>Text.</p>', category: 'Tax' }));
    json(res, 200, { blogs: blogs.slice((page - 1) * limit, page * limit), pages: Math.max(1, Math.ceil(total / limit)) });
  });
}

const asked = (host: FakeApiHost) =>
  host.requests.map((r) => {
    const url = new URL(r.url, 'http://host');
    return { page: Number(url.searchParams.get('page')), limit: Number(url.searchParams.get('limit')) };
  });

describe('the no-JavaScript blog list at ?page=N', () => {
  let host: FakeApiHost;
  let t: TestApp;
  beforeEach(async () => {
    host = await startFakeApiHost();
    t = await createTestApp({ API_ORIGIN: host.origin, PAGE_CACHE_ENTRIES: '0' });
  });
  afterEach(async () => {
    await t.close();
    await host.close();
  });

  it.each([
    ['a short blog, a page far past its end', 30, '/blog?page=21', 5, 301],
    ['a long blog, the deepest page', 400, '/blog?page=21', 21, 200],
    ['a long blog, a shallow page', 400, '/blog?page=3', 3, 200],
  ])('%s: the API host is asked as the SPEC says (page, limit=7), once a page, none past the last', async (_name, total, path, calls, status) => {
    postsHost(host, total);
    const res = await request(t.app).get(path);
    expect(res.status).toBe(status);
    expect((await request(t.app).get('/blog?page=60')).headers.location).toBe('/blog?page=21');
    const pages = asked(host).filter(({ limit }) => limit === 7);
    expect(asked(host).every(({ limit }) => limit === 7)).toBe(true);
    expect(pages.map(({ page }) => page).sort((a, b) => a - b)).toEqual(Array.from({ length: calls }, (_, i) => i + 1));
  });

  it('a host that returns at most seven posts a request still fills the list to page N, the sitemap and the feed, asked only with limit=7', async () => {
    postsHost(host, 30, 7);
    const three = await request(t.app).get('/blog?page=3');
    expect(three.text).toContain('/blog/p21"');
    expect(three.text).not.toContain('/blog/p22"');
    expect(three.text).toMatch(/href="\/blog\?page=4"[^>]*>Load More</);
    const sitemap = await request(t.app).get('/sitemap.xml');
    const listed = [...sitemap.text.matchAll(/<loc>[^<]*\/blog\/(p\d+)<\/loc>/g)].map((m) => capture(m, 1));
    expect(listed.sort()).toEqual(Array.from({ length: 30 }, (_, i) => `p${i + 1}`).sort());
    const feed = await request(t.app).get('/rss.xml');
    const items = [...feed.text.matchAll(/<link>[^<]*\/blog\/(p\d+)<\/link>/g)].map((m) => capture(m, 1));
    expect(items).toEqual(Array.from({ length: 20 }, (_, i) => `p${i + 1}`));
    expect(new Set(asked(host).map(({ limit }) => limit))).toEqual(new Set([7]));
  });

  it('a long blog on a host that returns at most seven a request: the sitemap still lists every post, the host never asked for them all at once', async () => {
    const total = 2_000;
    let inFlight = 0;
    let most = 0;
    host.handle((req, res) => {
      const page = Number(new URL(req.url ?? '/', 'http://host').searchParams.get('page'));
      inFlight++;
      most = Math.max(most, inFlight);
      const blogs = Array.from({ length: 7 }, (_, i) => (page - 1) * 7 + i + 1)
        .filter((n) => n <= total)
        .map((n) => ({ _id: `p${n}`, title: `Post ${n}`, description: '<p>Text.</p>', category: 'Tax' }));
      // Answered a moment later, so reads sent together are in flight together.
      setTimeout(() => {
        inFlight--;
        json(res, 200, { blogs, pages: Math.ceil(total / 7) });
      }, 20);
    });
    const sitemap = await request(t.app).get('/sitemap.xml');
    expect(new Set(sitemap.text.match(/\/blog\/p\d+</g)).size).toBe(total);
    expect(most).toBeLessThan(Math.ceil(total / 7) / 4);
  });

  it.each([
    ['claims endless pages', true],
    ['never sends a short page, nor says how many', false],
  ])('a host that %s, and repeats one page, is read a bounded number of times for the sitemap and the feed, each post once', async (_name, claimsPages) => {
    const blogs = Array.from({ length: 7 }, (_, i) => ({ _id: `p${i + 1}`, title: `Post ${i + 1}`, description: '<p>Text.</p>', category: 'Tax' }));
    host.handle((_req, res) => json(res, 200, claimsPages ? { blogs, pages: 1_000_000_000 } : { blogs }));
    for (const path of ['/sitemap.xml', '/rss.xml']) {
      const before = host.requests.length;
      const res = await request(t.app).get(path);
      expect(res.status).toBe(200);
      expect((res.text.match(/\/blog\/p1<\/(loc|link)>/g) ?? []).length).toBe(1);
      // Generous: far more than any real blog needs, far fewer than the host offers.
      expect(host.requests.length - before).toBeLessThan(1_000);
    }
  });

  it('still shows every post up to page N, and Load More only while there are more', async () => {
    postsHost(host, 30);
    const two = await request(t.app).get('/blog?page=2');
    expect(two.text).toContain('/blog/p14"');
    expect(two.text).not.toContain('/blog/p15"');
    expect(two.text).toMatch(/href="\/blog\?page=3"[^>]*>Load More</);
    const last = await request(t.app).get('/blog?page=5');
    expect(last.text).toContain('/blog/p30"');
    expect(last.text).not.toMatch(/>Load More</);
  });

  it.each([
    ['a host that says how many pages it has', true],
    ['a host that does not', false],
  ])('%s: a page past the end is a 301 to the last page, one URL per list', async (_name, saysPages) => {
    host.handle((req, res) => {
      const page = Number(new URL(req.url ?? '/', 'http://host').searchParams.get('page'));
      const blogs = Array.from({ length: 17 }, (_, i) => ({ _id: `p${i + 1}`, title: `Post ${i + 1}`, description: '<p>Text.</p>', category: 'Tax' })).slice((page - 1) * 7, page * 7);
      json(res, 200, saysPages ? { blogs, pages: 3 } : { blogs });
    });
    for (const page of [4, 9, 21]) expect([page, (await request(t.app).get(`/blog?page=${page}`)).headers.location]).toEqual([page, '/blog?page=3']);
    expect((await request(t.app).get('/blog?page=3')).status).toBe(200);
    expect((await request(t.app).get('/blog?page=2')).status).toBe(200);
  });
});

describe('a blog page past the end, with the response cache on', () => {
  it('is answered from the cache once redirected, for as long as blog posts are kept', async () => {
    const host = await startFakeApiHost();
    const t = await createTestApp({ API_ORIGIN: host.origin, BLOG_CACHE_SECONDS: '60' });
    try {
      postsHost(host, 10);
      const first = await request(t.app).get('/blog?page=7');
      const again = await request(t.app).get('/blog?page=7');
      expect([first.status, first.headers.location, first.headers['cache-control']]).toEqual([301, '/blog?page=2', 'public, max-age=0, s-maxage=60']);
      expect([again.status, again.headers.location, again.headers['x-cache']]).toEqual([301, '/blog?page=2', 'HIT']);
      expect(host.requests.length).toBe(2);
    } finally {
      await t.close();
      await host.close();
    }
  });
});
