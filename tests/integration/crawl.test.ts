import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { capture } from '../../shared/text/capture';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const origin = 'https://www.example.com';

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function one(html: string, pattern: RegExp): string | null {
  const [only, ...more] = html.matchAll(new RegExp(pattern.source, 'g'));
  return only && !more.length ? decode(capture(only, 1)) : null;
}

/** Follows redirects in-process and returns the final status. */
async function finalStatus(path: string): Promise<{ status: number; path: string; html: string; type: string }> {
  let current = path;
  for (let hops = 0; hops < 5; hops++) {
    const res = await request(t.app).get(current);
    if (res.status >= 300 && res.status < 400 && res.headers.location) {
      current = new URL(res.headers.location, `${origin}${current}`).pathname + new URL(res.headers.location, `${origin}${current}`).search;
      continue;
    }
    return { status: res.status, path: current, html: res.text, type: res.headers['content-type'] ?? '' };
  }
  throw new Error(`redirect loop from ${path}`);
}

describe('crawling the whole site from /', () => {
  it('finds every internal link answering 200, each page with its full meta set, and no duplicate titles or descriptions', async () => {
    const sitemap = await request(t.app).get('/sitemap.xml');
    const queue = ['/', ...[...sitemap.text.matchAll(/<loc>https:\/\/www\.example\.com([^<]+)<\/loc>/g)].map((m) => m[1])];
    const seen = new Set<string>();
    const broken: string[] = [];
    const missing: string[] = [];
    const images = new Set<string>();
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();

    while (queue.length) {
      const path = queue.shift()!;
      if (seen.has(path)) continue;
      seen.add(path);
      const page = await finalStatus(path);
      if (page.status !== 200) {
        broken.push(`${path} → ${page.status}`);
        continue;
      }
      // A working link to a feed or a full-size photo: nothing more to read there.
      if (!page.type.startsWith('text/html')) continue;
      const html = page.html;
      const title = one(html, /<title>([^<]*)<\/title>/);
      const description = one(html, /<meta name="description" content="([^"]*)"/);
      const required = [
        title,
        description,
        one(html, /<link rel="canonical" href="([^"]*)"/),
        one(html, /<meta name="robots" content="(index,follow)"/),
        one(html, /<meta property="og:title" content="([^"]*)"/),
        one(html, /<meta property="og:description" content="([^"]*)"/),
        one(html, /<meta property="og:url" content="([^"]*)"/),
        one(html, /<meta property="og:type" content="([^"]*)"/),
        one(html, /<meta property="og:site_name" content="([^"]*)"/),
        one(html, /<meta property="og:image" content="([^"]*)"/),
        one(html, /<meta property="og:image:width" content="([^"]*)"/),
        one(html, /<meta property="og:image:height" content="([^"]*)"/),
        one(html, /<meta name="twitter:card" content="([^"]*)"/),
      ];
      if (required.some((v) => v === null)) missing.push(page.path);
      const image = one(html, /<meta property="og:image" content="([^"]*)"/);
      if (image?.startsWith(origin)) images.add(new URL(image).pathname);
      if (description && description.length > 160) missing.push(`${page.path} (description over 160)`);
      const [key = ''] = page.path.split('?');
      if (title && !page.path.includes('?')) {
        const seen = titles.get(title);
        if (seen !== undefined && seen !== key) missing.push(`duplicate title "${title}" on ${key} and ${seen}`);
        titles.set(title, key);
      }
      if (description && !page.path.includes('?')) {
        const seen = descriptions.get(description);
        if (seen !== undefined && seen !== key) missing.push(`duplicate description on ${key} and ${seen}`);
        descriptions.set(description, key);
      }
      for (const match of html.matchAll(/<a [^>]*href="([^"]+)"/g)) {
        const href = decode(capture(match, 1));
        if (href.startsWith('mailto:') || href.startsWith('tel:') || href.startsWith('#')) continue;
        const url = new URL(href, `${origin}${page.path}`);
        if (url.origin !== origin) continue;
        const next = url.pathname + url.search;
        if (!seen.has(next)) queue.push(next);
      }
    }

    for (const image of images) {
      const res = await request(t.app).get(image);
      if (res.status !== 200 || !(res.headers['content-type'] ?? '').startsWith('image/')) broken.push(`social image ${image} → ${res.status}`);
    }
    expect(broken).toEqual([]);
    expect(missing).toEqual([]);
    expect(images.size).toBeGreaterThan(15);
    expect(seen.size).toBeGreaterThanOrEqual(42);
  }, 120_000);
});
