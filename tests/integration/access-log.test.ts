import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config.server';
import { loadSiteContent } from '../../server/content/content.server';
import { createSiteApi } from '../../server/site-api/create-site-api.server';
import type { SiteApi } from '../../server/site-api/site-api';
import { testAssets } from '../support/test-app';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstItems, must } from '../support/must';

interface Line {
  level: number;
  [field: string]: unknown;
}

const lines: Line[] = [];
let app: ReturnType<typeof createApp>;
let api: SiteApi;

beforeAll(async () => {
  // The default level: what an operator sees without changing anything.
  const config = loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://www.example.com', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'site-log-')) });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) if (text) lines.push(JSON.parse(text) as Line);
      done();
    },
  });
  const logger = pino({ level: config.logLevel }, sink);
  const content = await loadSiteContent(config);
  api = createSiteApi(config, content, logger);
  app = createApp(config, { logger, assets: testAssets, api, content });
});
afterAll(() => api.close());

/** Sends one request and returns the access-log lines it left. */
async function linesFor(send: () => Promise<request.Response>) {
  const from = lines.length;
  const res = await send();
  await new Promise((resolve) => setImmediate(resolve));
  const id = must(res.headers['x-request-id'], 'an X-Request-Id header');
  return { res, logged: lines.slice(from).filter((l) => JSON.stringify(l).includes(id)) };
}

describe('the access log at the default level', () => {
  it.each([
    ['a page rendered', 'GET', '/pricing', 200, 'miss'],
    ['the same page from the cache', 'GET', '/pricing', 200, 'hit'],
    ['HEAD of a cached page', 'HEAD', '/pricing', 200, 'hit'],
    ['the not-found page', 'GET', '/no-such-page', 404, 'miss'],
    // Sent from the one not-found document, which is not the response cache's to count.
    ['the not-found page again', 'GET', '/no-such-page', 404, undefined],
    ['an API answer', 'GET', '/api/blogs?page=1&limit=7', 200, 'miss'],
    ['a hashed asset', 'GET', '/assets/entry-TEST1234.js', 200, undefined],
    ['a redirect', 'GET', '/PRICING', 301, undefined],
  ] as const)('has exactly one info line for %s, with method, path, status, duration and cache outcome', async (_name, method, url, status, cache) => {
    const { res, logged } = await linesFor(() => (method === 'HEAD' ? request(app).head(url) : request(app).get(url)));
    expect(res.status).toBe(status);
    const [line] = firstItems(logged, 1, 'access-log lines');
    expect(logged).toHaveLength(1);
    expect(line.level).toBe(30);
    expect(line).toMatchObject({ method, url, status, ...(cache ? { cache } : {}) });
    expect(typeof line.ms).toBe('number');
  });
});

describe("a signed link's signature", () => {
  it.each([
    ['a confirm link', '/tools/reminders/confirm?r=12&e=1999999999&s=c2lnbmF0dXJl', '/tools/reminders/confirm?r=12&e=1999999999&s=redacted'],
    ['an unsubscribe link spelt with another case', '/Tools/Reminders/Unsubscribe?r=12&s=c2lnbmF0dXJl', '/Tools/Reminders/Unsubscribe?r=12&s=redacted'],
    ['a query with no s', '/tools/delaware-franchise-tax?authorized=5000000&assets=1000000', '/tools/delaware-franchise-tax?authorized=5000000&assets=1000000'],
  ])('is never written to the log, for %s', async (_name, url, logged) => {
    const { logged: lines } = await linesFor(() => request(app).get(url));
    const [line] = firstItems(lines, 1, 'access-log lines');
    expect(line.url).toBe(logged);
    expect(JSON.stringify(lines)).not.toContain('c2lnbmF0dXJl');
  });
});

describe('the request id', () => {
  it("reuses a proxy's well-formed X-Request-Id on a cache hit, in the answer and the log line", async () => {
    await request(app).get('/bookkeeping');
    const { res, logged } = await linesFor(() => request(app).get('/bookkeeping').set('X-Request-Id', 'lb-0123456789'));
    expect(res.headers['x-request-id']).toBe('lb-0123456789');
    expect(logged).toEqual([expect.objectContaining({ requestId: 'lb-0123456789', cache: 'hit' })]);
  });

  it('replaces one that is not', async () => {
    const res = await request(app).get('/bookkeeping').set('X-Request-Id', 'bad id with spaces');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
