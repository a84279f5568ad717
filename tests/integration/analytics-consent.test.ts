import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

/** What the server sends for analytics consent; the browser's part is in tests/components and tests/e2e/consent.spec.ts. */
describe('analytics consent in the served pages', () => {
  let ga: TestApp;
  let plain: TestApp;
  beforeAll(async () => {
    ga = await createTestApp({ GA_MEASUREMENT_ID: 'G-ABC1234567' });
    plain = await createTestApp();
  });
  afterAll(async () => {
    await ga.close();
    await plain.close();
  });

  it('with GA_MEASUREMENT_ID: the banner and Cookie settings are in the page, hidden until the browser decides; no Google script in the HTML', async () => {
    const res = await request(ga.app).get('/contact');
    expect(res.text).toMatch(/<section id="consent-banner"[^>]* hidden=""/);
    expect(res.text).toMatch(/<li hidden=""><button type="button" id="cookie-settings"/);
    expect(res.text).not.toMatch(/<script[^>]+googletagmanager/);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('without it: no banner and no Cookie settings at all', async () => {
    const res = await request(plain.app).get('/contact');
    expect(res.text).not.toContain('consent-banner');
    expect(res.text).not.toContain('Cookie settings');
  });

  it('Sec-GPC does not make the cached page vary: the same bytes, ETag and cache entry with and without it', async () => {
    const first = await request(ga.app).get('/pricing');
    const gpc = await request(ga.app).get('/pricing').set('Sec-GPC', '1');
    expect(gpc.headers['x-cache']).toBe('HIT');
    expect(gpc.headers.etag).toBe(first.headers.etag);
    expect(gpc.text).toBe(first.text);
    expect(gpc.headers.vary ?? '').not.toMatch(/gpc/i);
  });

  it('the Privacy Policy has its analytics-cookie passages only where analytics is configured', async () => {
    const withGa = await request(ga.app).get('/privacy-policy');
    const without = await request(plain.app).get('/privacy-policy');
    expect(withGa.text).toContain('Cookie settings');
    expect(withGa.text).toContain('Consent Mode');
    expect(without.text).not.toContain('Consent Mode');
    expect(without.text).toContain('We do not use Google Analytics or any similar service on this website.');
  });

  it('a not-found page and a missing post say 404 in their title', async () => {
    const missing = await request(plain.app).get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<title>404: Page not found | Ledgerline</title>');
    const post = await request(plain.app).get('/blog/no-such-post');
    expect(post.status).toBe(404);
    expect(post.text).toContain('<title>404: Blog post not found | Ledgerline Blog</title>');
  });
});
