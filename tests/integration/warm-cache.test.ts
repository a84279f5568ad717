import { createServer, type Server } from 'node:http';
import pino from 'pino';
import request from 'supertest';
import { warmPageCache } from '../../server/ssr/warm-cache.server';
import { createTestApp, type TestApp } from '../support/test-app';
import { capture } from '../../shared/text/capture';

let t: TestApp;
let server: Server;
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  server = createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

describe('warming the page cache at start-up', () => {
  it('renders every page the sitemap lists, so the first visitor to each gets it from memory', async () => {
    const sitemap = (await request(t.app).get('/sitemap.xml')).text;
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(capture(m, 1)).pathname);
    expect(listed.length).toBeGreaterThan(30);

    const { warmed, failed } = await warmPageCache(origin, pino({ level: 'silent' }));
    expect([warmed, failed]).toEqual([listed.length, 0]);
    for (const path of [listed.at(0), '/pricing', listed.at(-1)].filter((p) => p !== undefined)) {
      const res = await request(t.app).get(path);
      expect([path, res.status, res.headers['x-cache']]).toEqual([path, 200, 'HIT']);
    }
  });

  it('gives up quietly when the sitemap cannot be read', async () => {
    expect(await warmPageCache('http://127.0.0.1:9', pino({ level: 'silent' }))).toEqual({ warmed: 0, failed: 0 });
  });
});
