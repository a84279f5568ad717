import request from 'supertest';
import { createServer, get, type IncomingMessage } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { staticPaths } from '../../shared/site-paths';
import { articlePaths } from '../support/article-paths';
import { dataBlockOf } from '../../scripts/lib/browser-render';
import { createTestApp, testAssets, type TestApp } from '../support/test-app';
import { must } from '../support/must';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function countTag(html: string, pattern: RegExp): number {
  return html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
}

describe('every route of the route table', () => {
  it.each([...staticPaths, ...articlePaths])('%s answers 200 with a complete server-rendered document', async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.text;
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(countTag(html, /<title>/)).toBe(1);
    expect(countTag(html, /<meta name="description"/)).toBe(1);
    expect(countTag(html, /<link rel="canonical"/)).toBe(1);
    expect(html).toContain(`<link rel="canonical" href="https://www.example.com${path === '/' ? '/' : path}"/>`);
    for (const property of ['og:title', 'og:description', 'og:url', 'og:type', 'og:site_name', 'og:image']) {
      expect(countTag(html, new RegExp(`property="${property}"`))).toBe(1);
    }
    expect(countTag(html, /name="twitter:card"/)).toBe(1);
    expect(html).toContain('<meta name="robots" content="index,follow"/>');
    expect(countTag(html, /<h1[ >]/)).toBe(1);
    expect(html).toContain('class="site-header"');
    expect(html).toContain('class="site-footer"');
    expect(html).toMatch(/<script type="module" src="\/assets\/entry-TEST1234.js"[^>]*async=""><\/script><\/body><\/html>$/);
    expect(html).toContain('<script type="application/json" id="__site_data">');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('serves the article paths that end in ? at the path without it', async () => {
    const res = await request(t.app).get('/why-choose-a-wyoming-llc?');
    expect(res.status).toBe(200);
    expect(res.text).toContain('Wyoming');
  });

  it('redirects article paths whose trailing ? arrived percent-encoded, every time, before any cached not-found answer', async () => {
    const cases: Array<[string, string]> = [
      ...articlePaths.map((path): [string, string] => [`${path}%3F`, path]),
      ['/why-choose-a-wyoming-llc%3f', '/why-choose-a-wyoming-llc'],
      ['/Why-Choose-A-Wyoming-LLC%3F', '/why-choose-a-wyoming-llc'],
      ['/why-choose-a-wyoming-llc%3F/', '/why-choose-a-wyoming-llc'],
      ['/why-choose-a-wyoming-llc%3F?utm_source=mail&page=2', '/why-choose-a-wyoming-llc?utm_source=mail&page=2'],
    ];
    for (const [from, to] of cases) {
      for (let attempt = 1; attempt <= 2; attempt++) {
        const res = await request(t.app).get(from);
        expect([from, attempt, res.status, res.headers.location, res.headers['x-cache']]).toEqual([from, attempt, 301, to, undefined]);
      }
    }
  });

  it('never turns an encoded ? into a redirect off-site or to a page that does not exist', async () => {
    for (const path of ['/no-such-article%3F']) {
      const res = await request(t.app).get(path);
      expect([path, res.status]).toEqual([path, 404]);
    }
  });

  it('never redirects to a Location a browser reads as another site (//host, /\\host), nor fails on one', async () => {
    // supertest turns \ into /; the raw request line needs a plain client.
    const server = createServer(t.app).listen(0, '127.0.0.1');
    await once(server, 'listening');
    const { port } = server.address() as AddressInfo;
    const site = 'https://www.example.com/';
    const wrong: Array<[string, number | undefined, string | undefined]> = [];
    try {
      for (const path of ['/\\evil.example/', '/\\evil.example%3F', '//evil.example/', '/\\/evil.example/', '/\\/', '/\\why-choose-a-wyoming-llc%3F']) {
        const res = await new Promise<IncomingMessage>((resolve, reject) => {
          get({ host: '127.0.0.1', port, path }, resolve).on('error', reject);
        });
        res.resume();
        const location = res.headers.location;
        const offSite = location !== undefined && !(URL.canParse(location, site) && new URL(location, site).host === 'www.example.com');
        if (offSite || res.statusCode! >= 500) wrong.push([path, res.statusCode, location]);
      }
    } finally {
      server.close();
    }
    expect(wrong).toEqual([]);
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const res = await request(t.app).get('/refund1');
    expect(res.status).toBe(404);
    expect(res.text).toContain('>404</h1>');
    expect(res.text).toContain('Oops! Page Not Found');
    expect(res.text).toContain('The page you are looking for might have been removed, had its name changed, or is temporarily unavailable.');
    expect(res.text).toMatch(/<a[^>]*href="\/"[^>]*>Go to Homepage<\/a>/);
    expect(res.text).toContain('<meta name="robots" content="noindex,follow"/>');
  });

  // A doubled slash is folded by a redirect on the site (never a Location of //host), so each spelling is not a render of its own.
  it.each([
    ['//refund1', '/refund1'],
    ['//%E0%A4%A', '/%E0%A4%25A'],
    ['//why-choose-a-wyoming-llc%3F', '/why-choose-a-wyoming-llc'],
  ])('sends %s, a path URL parsing would misread, to %s', async (path, location) => {
    const res = await request(t.app).get(path);
    expect([res.status, res.headers.location]).toEqual([301, location]);
  });

  it.each(['/%E0%A4%A'])('answers %s, a path URL parsing would misread, with the not-found page', async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(404);
    expect(res.text).toContain('Oops! Page Not Found');
  });

  it('redirects legacy, trailing-slash and mixed-case paths with 301', async () => {
    const cases: Array<[string, string]> = [
      ['/tax', '/tax-return'],
      ['/usa', '/usa-company-formation'],
      ['/cfo', '/cfo-advisory'],
      ['/zoho', '/zoho-advisory'],
      ['/pricing/', '/pricing'],
      ['/PRICING', '/pricing'],
      ['/submitrequest', '/submitRequest'],
      ['/Blog/board-deck-outline', '/blog/board-deck-outline'],
    ];
    for (const [from, to] of cases) {
      const res = await request(t.app).get(from);
      expect([from, res.status, res.headers.location]).toEqual([from, 301, to]);
    }
  });

  it('answers HEAD without a body', async () => {
    const res = await request(t.app).head('/pricing');
    expect(res.status).toBe(200);
    expect(res.text ?? '').toBe('');
  });
});

describe('the page cache', () => {
  it('serves a second request from memory with a strong ETag and answers 304 to If-None-Match', async () => {
    const first = await request(t.app).get('/bookkeeping');
    const second = await request(t.app).get('/bookkeeping');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers.etag).toMatch(/^"[^"]+"$/);
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    const notModified = await request(t.app).get('/bookkeeping').set('If-None-Match', must(first.headers.etag, 'an ETag'));
    expect(notModified.status).toBe(304);
  });

  it('answers every not-found path from one stored document, still 404 and noindex, stored under none of them', async () => {
    const first = await request(t.app).get('/no-such-page-here');
    const again = await request(t.app).get('/no-such-page-there');
    expect(again.status).toBe(404);
    expect(again.headers.etag).toBe(first.headers.etag);
    // X-Cache is the response cache's word alone: the not-found document is not stored there.
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(again.text).toContain('Oops! Page Not Found');
    expect(again.text).toContain('<meta name="robots" content="noindex,follow"/>');
  });

  it('cannot be poisoned through dot segments: /./api never answers for /api', async () => {
    await request(t.app).get('/./api');
    await request(t.app).get('/./api');
    const api = await request(t.app).get('/api');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });

  it('never stores a page with request-specific state', async () => {
    const post = () => request(t.app).post('/contact').type('form').set('Accept', 'text/html').send({ name: ' ' });
    await post();
    const again = await post();
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.headers['cache-control']).toBe('no-store');
  });

  it('sends brotli or gzip as the client accepts', async () => {
    const br = await request(t.app).get('/help').set('Accept-Encoding', 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    const gz = await request(t.app).get('/help').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
  });
});

describe('icons', () => {
  it("point at the build's content-hashed sprite on the server and, through the data block, in the browser", async () => {
    const html = (await request(t.app).get('/')).text;
    const sprites = new Set([...html.matchAll(/<use href="([^"#]+)#[a-z-]+"/g)].map((m) => m[1]));
    expect(sprites).toEqual(new Set([testAssets.manifest.icons]));
    const data = JSON.parse(dataBlockOf(html)!) as { iconsHref: string };
    expect(data.iconsHref).toBe(testAssets.manifest.icons);
  });
});

describe('health', () => {
  it('reports liveness and readiness', async () => {
    expect((await request(t.app).get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await request(t.app).get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.mode).toBe('embedded');
  });
});
