import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { must } from '../support/must';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const expectSecurityHeaders = (headers: Record<string, string>) => {
  const csp = headers['content-security-policy'];
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("form-action 'self'");
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
  expect(csp).not.toContain('googletagmanager');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['permissions-policy']).toContain('camera=()');
  // Decision 0042: no COOP, which would start a new renderer on each arrival from another page.
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
  expect(headers['x-powered-by']).toBeUndefined();
  expect(headers['x-request-id']).toBeTruthy();
};

describe('security headers', () => {
  it('are the full document set on anything a browser may show as a page: a page, an SVG, an API answer', async () => {
    for (const path of ['/', '/favicon.svg', '/api/blogs']) {
      const res = await request(t.app).get(path);
      expect([path, res.status]).toEqual([path, 200]);
      expectSecurityHeaders(res.headers);
    }
  });

  // The policies that only govern a document: on a script, a stylesheet or an image they are bytes and nothing else.
  const documentOnly = [
    'content-security-policy',
    'permissions-policy',
    'cross-origin-opener-policy',
    'x-frame-options',
    'referrer-policy',
    'origin-agent-cluster',
    'strict-transport-security',
  ];

  it.each([
    ['/assets/entry-TEST1234.js', 'text/javascript; charset=utf-8'],
    ['/assets/styles-TEST1234.css', 'text/css; charset=utf-8'],
    ['/icons/icon-192.png', 'image/png'],
    ['/favicon.ico', 'image/vnd.microsoft.icon'],
  ])('%s carries its type, its cache headers and nosniff, and none of the document-only headers, in production too', async (path, type) => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      for (const app of [t.app, prod.app]) {
        const res = await request(app).get(path);
        expect([res.status, res.headers['content-type']]).toEqual([200, type]);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
        expect(res.headers['cache-control']).toMatch(/max-age=/);
        expect(res.headers.etag).toBeTruthy();
        expect(documentOnly.filter((name) => res.headers[name] !== undefined)).toEqual([]);
      }
    } finally {
      await prod.close();
    }
  });

  it('keeps the document set on every answer under /assets that is not an asset (unknown files, other methods)', async () => {
    const answers = [
      await request(t.app).get('/assets/no-such-file.js'),
      await request(t.app).get('/assets/'),
      await request(t.app).post('/assets/entry-TEST1234.js').type('form').send('a=1'),
      await request(t.app).delete('/assets/entry-TEST1234.js'),
    ];
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(res.headers);
    }
  });

  it.each([
    ['/usa-company-formation', ['MISS', 'HIT']],
    ['/api/blogs?page=1&limit=7', ['MISS', 'HIT']],
    // The app's first not-found answer renders the one not-found document; every later one, at any path, is sent from memory, not from the response cache.
    ['/no-such-page-anywhere', [undefined, undefined]],
  ])('%s: the answer from memory carries exactly the headers of its first answer', async (path, cache) => {
    const first = await request(t.app).get(path).set('Accept-Encoding', 'br');
    const hit = await request(t.app).get(path).set('Accept-Encoding', 'br');
    expect([first.headers['x-cache'], hit.headers['x-cache']]).toEqual(cache);
    expectSecurityHeaders(hit.headers);
    const withoutVolatile = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([name]) => !['date', 'x-request-id', 'x-cache'].includes(name)));
    expect(withoutVolatile(hit.headers)).toEqual(withoutVolatile(first.headers));
    expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('serves hashed assets as immutable and unknown or traversing asset paths as 404', async () => {
    const asset = await request(t.app).get('/assets/entry-TEST1234.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of ['/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/package.json', '/assets/..%252f..%252fpackage.json', '/assets/', '/.env', '/.git/config']) {
      const res = await request(t.app).get(path);
      expect([path, res.status < 400]).toEqual([path, false]);
      expect(res.text).not.toContain('"dependencies"');
    }
  });

  it('serves the public folder as files, and nothing outside it', async () => {
    const icon = await request(t.app).get('/favicon.svg');
    expect([icon.status, icon.headers['content-type']]).toEqual([200, 'image/svg+xml']);
    const encoded = await request(t.app).get('/favicon%2Esvg');
    expect([encoded.status, encoded.headers.location]).toEqual([301, '/favicon.svg']);
    for (const path of ['/images/..%2f..%2fpackage.json', '/images/%2e%2e/%2e%2e/server/app.ts', '/icons', '/images/%E0%A4%A']) {
      // Encoded dot segments are folded by a same-site redirect first; where it leads must still be no file.
      const first = await request(t.app).get(path);
      const res = first.status === 301 ? await request(t.app).get(must(first.headers.location, 'a Location header')) : first;
      expect([path, res.status]).toEqual([path, 404]);
      expect(res.text).not.toMatch(/"dependencies"|createApp/);
    }
  });

  it('sends HSTS in production only', async () => {
    expect((await request(t.app).get('/')).headers['strict-transport-security']).toBeUndefined();
    const prod = await createTestApp({ NODE_ENV: 'production' });
    const res = await request(prod.app).get('/');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    await prod.close();
  });

  it('adds the analytics origins to the policy only when GA is configured', async () => {
    const ga = await createTestApp({ GA_MEASUREMENT_ID: 'G-ABC1234567' });
    const res = await request(ga.app).get('/');
    expect(res.headers['content-security-policy']).toContain('https://www.googletagmanager.com');
    expect(res.text).toContain('"gaMeasurementId":"G-ABC1234567"');
    await ga.close();
  });

  it('never leaks a stack trace, and every error answer carries the request id', async () => {
    const res = await request(t.app).post('/api/contact').set('Content-Type', 'application/json').send('{bad json');
    expect(res.status).toBe(400);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|node_modules|\/work\//);
  });
});
