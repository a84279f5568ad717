import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { must } from '../support/must';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, acceptEncoding: string, headers: Record<string, string> = {}) => request(t.app).get(path).set('Accept-Encoding', acceptEncoding).set(headers);

/** RFC 9110 8.8.3: a strong tag names one exact sequence of bytes, so each content coding needs its own. */
function expectOneValidatorPerCoding(answers: Array<{ coding: string; etag: string | undefined }>) {
  expect(answers.every((a) => a.etag !== undefined)).toBe(true);
  const strong = answers.filter((a) => !a.etag?.startsWith('W/'));
  expect(new Set(strong.map((a) => a.etag)).size).toBe(strong.length);
}

describe('validators of a page sent in different content codings', () => {
  it.each(['/pricing', '/api/blogs?page=1&limit=7'])('%s: br, gzip and identity bodies never share a strong ETag', async (path) => {
    await get(path, 'br');
    const answers = [];
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const res = await get(path, acceptEncoding);
      expect(res.status).toBe(200);
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      answers.push({ coding: res.headers['content-encoding'] ?? 'identity', etag: res.headers.etag });
    }
    expect(answers.map((a) => a.coding)).toEqual(['br', 'gzip', 'identity']);
    expectOneValidatorPerCoding(answers);
  });

  it('answers 304 only when the tag names the coding this request would get', async () => {
    const br = await get('/help', 'br');
    expect((await get('/help', 'br', { 'If-None-Match': must(br.headers.etag, 'an ETag') })).status).toBe(304);
    const gzip = await get('/help', 'gzip', { 'If-None-Match': must(br.headers.etag, 'an ETag') });
    expect(gzip.status).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('gives a client that accepts only deflate the same body and tag from a fresh render as from the cache', async () => {
    const path = '/tax-return';
    const rendered = await get(path, 'deflate');
    const cached = await get(path, 'deflate');
    expect(cached.headers['x-cache']).toBe('HIT');
    expect([cached.headers['content-encoding'], cached.headers.etag]).toEqual([rendered.headers['content-encoding'], rendered.headers.etag]);
    expectOneValidatorPerCoding([
      { coding: rendered.headers['content-encoding'] ?? 'identity', etag: rendered.headers.etag },
      { coding: 'br', etag: (await get(path, 'br')).headers.etag },
    ]);
  });

  it('answers HEAD from the cache with the GET headers and no body', async () => {
    const page = await get('/cfo-advisory', 'br');
    const head = await request(t.app).head('/cfo-advisory').set('Accept-Encoding', 'br');
    expect(head.status).toBe(200);
    expect(head.headers['x-cache']).toBe('HIT');
    for (const name of ['etag', 'content-type', 'content-length', 'content-encoding', 'cache-control', 'speculation-rules']) {
      expect([name, head.headers[name]]).toEqual([name, page.headers[name]]);
    }
    expect(head.text ?? '').toBe('');
  });
});
