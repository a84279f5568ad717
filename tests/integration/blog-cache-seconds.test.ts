import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { json, startFakeApiHost, type FakeApiHost } from '../support/fake-api-host';

const post = { _id: 'p1', title: 'A post from the API host', description: '<p>Body.</p>', category: 'Tax', image: '/x.png' };

/** Everything that shows upstream posts: their pages, their JSON, the sitemap and the feed. */
const blogAnswers = ['/blog', '/blog/p1', '/api/blogs?page=1&limit=7', '/api/blogs/p1', '/sitemap.xml', '/rss.xml'];

let host: FakeApiHost;
beforeAll(async () => {
  host = await startFakeApiHost((req, res) => (req.url?.startsWith('/api/blogs?') ? json(res, 200, { blogs: [post], pages: 1 }) : json(res, 200, post)));
});
afterAll(() => host.close());

async function upstreamCallsFor(app: TestApp['app'], path: string, times: number) {
  const before = host.requests.length;
  const answers = [];
  for (let i = 0; i < times; i++) answers.push(await request(app).get(path));
  return { answers, calls: host.requests.length - before };
}

describe('BLOG_CACHE_SECONDS=0: blog answers are not cached, here or by a CDN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_ORIGIN: host.origin, BLOG_CACHE_SECONDS: '0' });
  });
  afterAll(() => t.close());

  it.each(blogAnswers)('%s asks the API host every time and tells caches not to store it', async (path) => {
    const { answers, calls } = await upstreamCallsFor(t.app, path, 2);
    for (const res of answers) {
      expect([path, res.status]).toEqual([path, 200]);
      expect([path, res.headers['cache-control']]).toEqual([path, 'no-store']);
      expect(res.headers['x-cache']).not.toBe('HIT');
    }
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});

describe('BLOG_CACHE_SECONDS=N: blog answers kept N seconds, here and by a CDN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_ORIGIN: host.origin, BLOG_CACHE_SECONDS: '1' });
  });
  afterAll(() => t.close());

  it.each(blogAnswers)('%s: one call to the API host within N seconds, a CDN told s-maxage=N and no longer', async (path) => {
    const { answers, calls } = await upstreamCallsFor(t.app, path, 3);
    expect([path, calls > 0, calls <= 1]).toEqual([path, true, true]);
    for (const res of answers) expect([path, res.headers['cache-control']]).toEqual([path, 'public, max-age=0, s-maxage=1']);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await upstreamCallsFor(t.app, path, 1)).calls).toBeGreaterThan(0);
  });

  it('leaves pages that do not show posts to the deploy-time rule', async () => {
    const res = await request(t.app).get('/pricing');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
  });
});

describe('one key rule for pages and API answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_ORIGIN: host.origin, BLOG_CACHE_SECONDS: '60' });
  });
  afterAll(() => t.close());

  it('a query parameter no route reads never makes a new entry or a new call to the API host', async () => {
    for (const base of ['/api/blogs?page=1&limit=7', '/blog/p1?x=0']) {
      await request(t.app).get(base);
      const before = host.requests.length;
      for (const junk of ['utm_source=a', 'utm_source=b', 'fbclid=123']) {
        const res = await request(t.app).get(`${base}&${junk}`);
        expect([base, junk, res.status, res.headers['x-cache']]).toEqual([base, junk, 200, 'HIT']);
      }
      expect([base, host.requests.length - before]).toEqual([base, 0]);
    }
  });

  it("a repeated parameter can never store one page of posts under another page's key", async () => {
    host.handle((req, res) => {
      const page = new URL(req.url ?? '/', 'http://x').searchParams.get('page');
      json(res, 200, { blogs: [{ ...post, _id: `page-${String(page)}` }], pages: 9 });
    });
    await request(t.app).get('/api/blogs?page=3&limit=7&page=4');
    const three = await request(t.app).get('/api/blogs?page=3&limit=7');
    expect(three.body.blogs[0]._id).toBe('page-3');
  });
});
