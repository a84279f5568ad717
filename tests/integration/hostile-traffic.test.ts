import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { must } from '../support/must';

// A small cache, so a flood that could evict a page does so within a few hundred requests.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_ENTRIES: '40' });
});
afterAll(() => t.close());

const cacheOf = async (url: string) => (await request(t.app).get(url)).headers['x-cache'];

describe('hostile traffic is answered at the cost of a visitor', () => {
  it("answers a parameter the page does not read from the page's cached answer", async () => {
    await request(t.app).get('/');
    expect(await cacheOf('/?q=junk-1')).toBe('HIT');
    expect(await cacheOf('/?page=9&step=x')).toBe('HIT');
  });

  it('answers the blog API from one entry whatever else the query carries', async () => {
    await request(t.app).get('/api/blogs?limit=50');
    expect(await cacheOf('/api/blogs?limit=50&x=1')).toBe('HIT');
    expect(await cacheOf('/api/blogs?limit=50&q=junk&step=2')).toBe('HIT');
  });

  it('keeps real pages cached through a flood of distinct junk URLs', async () => {
    await request(t.app).get('/pricing');
    for (let i = 0; i < 300; i += 1) {
      const junk = must(['/?q=', '/help?q=', '/pricing?step=', '/blog?page=', '/no-such-page-'][i % 5], 'a junk prefix') + `junk-${i}`;
      await request(t.app).get(junk);
    }
    expect(await cacheOf('/pricing')).toBe('HIT');
  }, 60_000);

  it('renders identical concurrent misses once', async () => {
    const server: Server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => fetch(`${origin}/help?q=llc-stampede`).then(async (res) => ({ status: res.status, cache: res.headers.get('x-cache'), body: await res.text() }))),
      );
      expect(answers.filter((a) => a.cache === 'MISS')).toHaveLength(1);
      expect(new Set(answers.map((a) => `${a.status} ${a.body.length}`)).size).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('answers every junk path with one not-found document, compressed once, that names no path', async () => {
    const junk = ['/no-such-page-a', '/pricing/no-such-step', '/bookkeeping/zz%20top', '/a/b/c/d?q=x'];
    const answers = await Promise.all(junk.map((url) => request(t.app).get(url).set('Accept-Encoding', 'br')));
    expect(answers.map((a) => a.status)).toEqual(junk.map(() => 404));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    const page = (await request(t.app).get('/pricing/no-such-step').set('Accept-Encoding', 'identity')).text;
    expect(page).toContain('Oops! Page Not Found');
    expect(page).not.toMatch(/rel="canonical"|og:url|no-such-step/);
    // The header marks no link as the page the visitor is on: a 404 under /pricing is not the pricing page.
    expect(page).not.toContain('aria-current');
  });

  it('answers every missing blog post with one document that names no path', async () => {
    const bodies = await Promise.all(
      ['/blog/no-such-post', '/blog/another%20junk'].map(async (url) => {
        const res = await request(t.app).get(url).set('Accept-Encoding', 'identity');
        expect([res.status, res.headers['cache-control']]).toEqual([404, 'no-store']);
        return res.text;
      }),
    );
    expect(bodies[0]).toContain('Blog post not found');
    expect(bodies[1]).toBe(bodies[0]);
    expect(bodies[0]).not.toMatch(/rel="canonical"|og:url|no-such-post/);
  });

  it.each([
    ['/x/../pricing', '/pricing'],
    ['/./pricing', '/pricing'],
    ['/%2e%2e/pricing?step=2', '/pricing?step=2'],
    ['/blog//x/..', '/blog'],
    ['/help/./', '/help'],
  ])('sends the dot-segment or double-slash path %s to %s', async (url, location) => {
    const res = await request(t.app).get(url);
    expect([res.status, res.headers.location]).toEqual([301, location]);
  });

  it('never sends a Location another site could be read from', async () => {
    for (const url of ['//evil.example/..', '/..//evil.example', '/.//\\evil.example']) {
      const res = await request(t.app).get(url);
      expect([url, res.headers.location ?? '']).not.toEqual([url, expect.stringMatching(/^(\/\/|\/\\|[a-z]+:)/i)]);
    }
  });
});
