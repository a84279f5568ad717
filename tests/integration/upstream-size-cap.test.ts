import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { startFakeApiHost, type FakeApiHost } from '../support/fake-api-host';

const capBytes = 64 * 1024;
const bigPost = (bytes: number) => JSON.stringify({ _id: 'p1', title: 'Big', description: `<p>${'x'.repeat(bytes)}</p>`, category: 'Tax' });

describe('answers from the API host larger than UPSTREAM_MAX_BODY_MB', () => {
  let host: FakeApiHost;
  let t: TestApp;
  beforeEach(async () => {
    host = await startFakeApiHost();
    t = await createTestApp({ API_ORIGIN: host.origin, UPSTREAM_MAX_BODY_MB: String(capBytes / 1024 / 1024), UPSTREAM_TIMEOUT_MS: '10000', PAGE_CACHE_ENTRIES: '0' });
  });
  afterEach(async () => {
    await t.close();
    await host.close();
  });

  it('reads an answer within the cap', async () => {
    host.handle((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(bigPost(capBytes / 2)));
    expect((await request(t.app).get('/api/blogs/p1')).status).toBe(200);
  });

  it('answers 502 to one that declares a larger Content-Length', async () => {
    host.handle((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(bigPost(capBytes * 4)));
    expect((await request(t.app).get('/api/blogs/p1')).status).toBe(502);
    expect((await request(t.app).get('/blog/p1')).status).toBe(502);
  });

  it('stops reading one that declares no length and never ends, and answers 502', async () => {
    let sent = 0;
    let hostSawClose: () => void = () => {};
    const closed = new Promise<void>((resolve) => (hostSawClose = resolve));
    host.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(16 * 1024, 'x');
      const timer = setInterval(() => {
        sent += chunk.length;
        res.write(chunk);
      }, 2);
      res.on('close', () => {
        clearInterval(timer);
        hostSawClose();
      });
    });
    expect((await request(t.app).get('/api/blogs/p1')).status).toBe(502);
    await closed;
    // The download was cancelled near the cap, not read to the end of the timeout.
    expect(sent).toBeLessThan(capBytes * 16);
  });
});
