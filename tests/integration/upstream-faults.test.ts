import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { json, startFakeApiHost, type FakeApiHost, type Handler } from '../support/fake-api-host';
import { freshReadiness } from '../support/fresh-readiness';
import { failedReadReuseMs } from '../../server/site-api/shared-reads.server';
import { restartablePort } from '../../scripts/lib/ports';

/** A failed read answers identical reads for a moment; recovery shows once that has passed. */
const afterFailedReads = () => new Promise((resolve) => setTimeout(resolve, failedReadReuseMs + 50));

const post = { _id: 'p1', title: 'Recovered post', description: '<p>Back again.</p>', category: 'Tax', image: '/x.png' };
const healthy: Handler = (req, res) => (req.url?.startsWith('/api/blogs?') ? json(res, 200, { blogs: [post], pages: 1 }) : json(res, 200, post));

const faults: Array<[string, Handler, number]> = [
  ['slow (longer than the timeout)', (_req, res) => setTimeout(() => json(res, 200, post), 2000), 504],
  ['answering 500', (_req, res) => json(res, 500, { error: 'boom' }), 502],
  ['answering garbage JSON', (_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('<html>not json'), 502],
  [
    'closing mid-body',
    (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '400' });
      res.write('{"blogs":[{"_id":');
      setTimeout(() => res.destroy(), 20);
    },
    502,
  ],
];

describe('API host faults', () => {
  let host: FakeApiHost;
  let t: TestApp;
  const timeoutMs = 400;
  beforeEach(async () => {
    host = await startFakeApiHost(healthy);
    t = await createTestApp({ API_ORIGIN: host.origin, UPSTREAM_TIMEOUT_MS: String(timeoutMs), UPSTREAM_CONNECT_TIMEOUT_MS: '300', PAGE_CACHE_ENTRIES: '0' });
  });
  afterEach(async () => {
    await t.close();
    await host.close();
  });

  it.each(faults)('%s: pages and API answer in time with the right status, then recover', async (_name, fault, status) => {
    host.handle(fault);
    for (const path of ['/api/blogs?page=1&limit=7', '/api/blogs/p1', '/blog', '/blog/p1']) {
      const started = Date.now();
      const res = await request(t.app).get(path);
      expect([path, res.status]).toEqual([path, status]);
      expect(Date.now() - started).toBeLessThan(timeoutMs + 1500);
      if (path === '/blog/p1') expect(res.text).toMatch(/Error: (HTTP error! status: 500|The request to the blog service timed out|The blog service|Network error)/);
      if (path === '/blog') expect(res.text).toContain('We could not load the blog right now');
    }
    host.handle(healthy);
    await afterFailedReads();
    const back = await request(t.app).get('/blog/p1');
    expect(back.status).toBe(200);
    expect(back.text).toContain('Recovered post');
  });
});

describe('API host down', () => {
  // The host comes back on the same port, so it must be one the kernel will not hand to another test meanwhile; and the
  // question is whether the site recovers, not how fast, so the timeouts are generous for a loaded CI machine.
  it('answers 502 and reports not ready, then recovers when the host is back', async () => {
    const port = await restartablePort();
    let host = await startFakeApiHost(healthy, port);
    const t = await createTestApp({ API_ORIGIN: host.origin, UPSTREAM_TIMEOUT_MS: '5000', PAGE_CACHE_ENTRIES: '0' });
    try {
      await host.close();
      expect((await request(t.app).get('/api/blogs/p1')).status).toBe(502);
      expect((await request(t.app).get('/blog/p1')).status).toBe(502);
      expect((await freshReadiness(t.app)).status).toBe(503);
      host = await startFakeApiHost(healthy, port);
      await afterFailedReads();
      expect((await request(t.app).get('/blog/p1')).status).toBe(200);
      expect((await freshReadiness(t.app)).status).toBe(200);
    } finally {
      await t.close();
      await host.close();
    }
  });
});
