import { once } from 'node:events';
import { createServer, get, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { encodeForCache, sendEncoded } from '../../server/http/encoded-body.server';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
let held: ReturnType<typeof createServer>;
beforeAll(async () => {
  t = await createTestApp();
  const body = encodeForCache(200, [['Content-Type', 'text/javascript']], Buffer.from('export const answer = 42;\n'.repeat(200)));
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

describe('answers the cache does not keep', () => {
  // With BLOG_CACHE_SECONDS=0 no cache keeps the blog, so every request renders it and compresses it on the way out.
  let uncached: TestApp;
  beforeAll(async () => {
    uncached = await createTestApp({ BLOG_CACHE_SECONDS: '0' });
  });
  afterAll(() => uncached.close());
  /** The raw answer, as the bytes came over the wire (supertest would decode them). */
  async function raw(acceptEncoding: string): Promise<{ status?: number; headers: IncomingHttpHeaders; body: Buffer }> {
    const server = createServer(uncached.app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const res = await new Promise<IncomingMessage>((resolve, reject) =>
        get({ port, host: '127.0.0.1', path: '/blog', headers: { 'accept-encoding': acceptEncoding } }, resolve).on('error', reject),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      return { status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) };
    } finally {
      server.close();
    }
  }

  it('are negotiated exactly as cached ones are', async () => {
    const codingFor = async (acceptEncoding: string) => {
      const { status, headers } = await raw(acceptEncoding);
      return { status, coding: headers['content-encoding'] ?? 'identity' };
    };
    expect([await codingFor('br;q=0, *'), await codingFor('gzip, deflate, br'), await codingFor('br;q=0, gzip;q=0')]).toEqual([
      { status: 200, coding: 'gzip' },
      { status: 200, coding: 'br' },
      { status: 200, coding: 'identity' },
    ]);
    expect((await codingFor('identity;q=0')).status).toBe(406);
  });

  it('are compressed in one pass: a Content-Length, no chunked stream, and the same page once decoded', async () => {
    const plain = await raw('identity');
    for (const [coding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const res = await raw(coding);
      expect([coding, res.headers['content-encoding'], res.headers['transfer-encoding'], Number(res.headers['content-length'])]).toEqual([coding, coding, undefined, res.body.length]);
      expect(decode(res.body).toString('utf8')).toBe(plain.body.toString('utf8'));
    }
  });
});
