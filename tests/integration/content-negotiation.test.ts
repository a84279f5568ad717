import { createServer } from 'node:http';
import request from 'supertest';
import { encodeForCache, sendEncoded } from '../../server/http/encoded-body.server';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let held: ReturnType<typeof createServer>;
beforeAll(async () => {
  t = await createTestApp();
  const body = await encodeForCache(200, [['Content-Type', 'text/javascript']], Buffer.from('export const answer = 42;\n'.repeat(200)));
  held = createServer((req, res) => sendEncoded(req, res, body));
});
afterAll(() => t.close());

/** The coding an answer came in, read from the raw response. */
async function codingOf(path: string, acceptEncoding: string) {
  const res = await request(path === '/held' ? held : t.app)
    .get(path)
    .set('Accept-Encoding', acceptEncoding)
    .buffer(true)
    .parse((r, done) => {
      r.on('data', () => undefined);
      r.on('end', () => done(null, null));
    });
  return { status: res.status, coding: res.headers['content-encoding'] ?? 'identity' };
}

describe('content codings are negotiated as Accept-Encoding says', () => {
  // A page twice (the first answer is a cache miss, the second a hit), and an answer held in every coding, as the build's assets are.
  const paths = ['/pricing', '/pricing', '/held'];

  it('a refused brotli is never sent, whatever else the client accepts', async () => {
    for (const path of paths) {
      expect([path, await codingOf(path, 'br;q=0, *')]).toEqual([path, { status: 200, coding: 'gzip' }]);
      expect([path, await codingOf(path, 'br;q=0, gzip;q=0')]).toEqual([path, { status: 200, coding: 'identity' }]);
    }
  });

  it('q-values rank the codings, and a browser listing gzip first still gets brotli', async () => {
    for (const path of paths) {
      expect([path, (await codingOf(path, 'gzip;q=1, br;q=0.5')).coding]).toEqual([path, 'gzip']);
      expect([path, (await codingOf(path, 'gzip, deflate, br, zstd')).coding]).toEqual([path, 'br']);
    }
  });

  it('a client that refuses every coding offered gets 406, and one that refuses only identity gets a coding it takes', async () => {
    for (const path of ['/pricing', '/held']) {
      expect([path, (await codingOf(path, 'identity;q=0')).status]).toEqual([path, 406]);
      expect([path, await codingOf(path, 'identity;q=0, gzip')]).toEqual([path, { status: 200, coding: 'gzip' }]);
    }
  });
});
