import { createServer, type Server } from 'node:http';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

// A small cache, so a flood that could evict a page does so within a few hundred requests.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PAGE_CACHE_ENTRIES: '40' });
});
afterAll(() => t.close());

const cacheOf = async (url: string) => (await request(t.app).get(url)).headers['x-cache'];

describe('hostile traffic is answered at the cost of a visitor', () => {
  it('answers a parameter the page does not read from the page\'s cached answer', async () => {
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
      const junk = ['/?q=', '/help?q=', '/pricing?step=', '/blog?page=', '/no-such-page-'][i % 5] + `junk-${i}`;
      await request(t.app).get(junk);
    }
    expect(await cacheOf('/pricing')).toBe('HIT');
  }, 60_000);

  it('renders identical concurrent misses once', async () => {
    const server: Server = createServer(t.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => fetch(`${origin}/help?q=llc-stampede`).then(async (res) => ({ status: res.status, cache: res.headers.get('x-cache'), body: await res.text() }))));
      expect(answers.filter((a) => a.cache === 'MISS')).toHaveLength(1);
      expect(new Set(answers.map((a) => `${a.status} ${a.body.length}`)).size).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
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
