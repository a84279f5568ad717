import express from 'express';
import request from 'supertest';
import { socialCardRoutes } from '../../server/social-cards/social-card-routes.server';
import type { SocialCardText } from '../../server/social-cards/social-card.server';
import { createTestApp, type TestApp } from '../support/test-app';
import { capture } from '../../shared/text/capture';
import { must } from '../support/must';

async function png(app: TestApp['app'], path: string) {
  const res = await request(app)
    .get(path)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  return { res, body: res.body as Buffer };
}

/** Width and height from a PNG's IHDR chunk, after checking the signature. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

let standard: TestApp;
let acme: TestApp;
beforeAll(async () => {
  standard = await createTestApp();
  acme = await createTestApp({ SITE_NAME: 'Acme Books' });
});
afterAll(async () => {
  await standard.close();
  await acme.close();
});

describe('social cards', () => {
  it('are drawn with the running SITE_NAME at the address the pages name in og:image and twitter:image', async () => {
    const home = await request(acme.app).get('/');
    const og = capture(/<meta property="og:image" content="https:\/\/www\.example\.com([^"]+)"/.exec(home.text)!, 1);
    expect(home.text).toContain(`<meta name="twitter:image" content="https://www.example.com${og}"/>`);
    const ours = await png(acme.app, og);
    expect(ours.res.status).toBe(200);
    expect(ours.res.headers['content-type']).toBe('image/png');
    expect(pngSize(ours.body)).toEqual({ width: 1200, height: 630 });
    const theirs = await png(standard.app, og);
    expect(pngSize(theirs.body)).toEqual({ width: 1200, height: 630 });
    expect(ours.body.equals(theirs.body)).toBe(false);
  });

  it('draw each help article its own card, named by the article page', async () => {
    const page = await request(standard.app).get('/why-choose-a-wyoming-llc');
    const og = capture(/<meta property="og:image" content="https:\/\/www\.example\.com([^"]+)"/.exec(page.text)!, 1);
    const card = await png(standard.app, og);
    expect(card.res.status).toBe(200);
    expect(pngSize(card.body)).toEqual({ width: 1200, height: 630 });
    const fallback = await png(standard.app, '/images/og/default.png');
    expect(card.body.equals(fallback.body)).toBe(false);
  });

  it('are drawn once and then answered from memory, revalidated by ETag', async () => {
    const first = await png(acme.app, '/images/og/default.png');
    const second = await png(acme.app, '/images/og/default.png');
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.res.headers.etag).toBe(first.res.headers.etag);
    expect(second.res.headers['cache-control']).toBe('public, max-age=3600');
    const again = await request(acme.app).get('/images/og/default.png').set('If-None-Match', must(first.res.headers.etag, 'an ETag'));
    expect(again.status).toBe(304);
  });

  it('are drawn once however many requests ask for one, even at the same moment', async () => {
    const drawn: string[] = [];
    const renderer = Promise.resolve(async (text: SocialCardText) => {
      drawn.push(text.siteName);
      return Buffer.from(`png for ${text.siteName}`);
    });
    const app = express().use(socialCardRoutes({ siteName: 'Acme Books' }, { articles: { all: () => [] } }, renderer));
    const answers = await Promise.all([1, 2, 3].map(() => request(app).get('/images/og/default.png')));
    await request(app).get('/images/og/default.png');
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(drawn).toEqual(['Acme Books']);
  });

  it('exist only for the default and the help articles', async () => {
    expect((await request(standard.app).get('/images/og/articles/no-such-article.png')).status).toBe(404);
  });
});
