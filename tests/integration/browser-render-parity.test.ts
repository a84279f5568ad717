import request from 'supertest';
import pino from 'pino';
import { browserTree, dataBlockOf, renderToBuffer, withIslands } from '../../scripts/lib/browser-render';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config.server';
import { loadSiteContent } from '../../server/content/content.server';
import { createTestApp, testAssets, type TestApp } from '../support/test-app';
import { apiWithBuggyPosts } from '../support/post-bug-api';
import { changesFeedPath } from '../../shared/site-paths';
import { capture } from '../../shared/text/capture';

/**
 * The browser hydrates each page from its data block alone (client/page-tree),
 * with no route matching and no loaders. Hydration keeps the server's markup
 * and does not repair attributes in production, so a difference (an id from
 * useId, a class on the current link, data lost in the JSON) would silently
 * stay wrong. Here the browser's tree is rendered to HTML the way the server
 * renders its own and must come out byte for byte the same.
 */

/** What client/hydrate.tsx and the islands' own roots hydrate, from the page's data block, inline stylesheet and island markers alone, rendered to HTML. */
async function browserRender(serverHtml: string, path: string): Promise<string> {
  const tree = await browserTree(serverHtml, new URL(path, 'http://site.internal'));
  return withIslands((await renderToBuffer(tree, [...testAssets.manifest.entryImports, testAssets.manifest.entry])).toString('utf8'));
}

describe('the browser renders the same page the server sent', () => {
  let site: TestApp;
  let paths: string[] = [];
  beforeAll(async () => {
    site = await createTestApp();
    const sitemap = await request(site.app).get('/sitemap.xml');
    // Its pages: the changelog's Atom feed is listed beside them.
    paths = [...sitemap.text.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => capture(m, 1) || '/').filter((path) => path !== changesFeedPath);
  });
  afterAll(() => site.close());

  it('for every page in the sitemap', async () => {
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const served = await request(site.app).get(path);
      expect(served.status).toBe(200);
      expect({ path, html: await browserRender(served.text, path) }).toEqual({ path, html: served.text });
    }
  });

  it.each(['/help?q=llc', '/pricing?step=3', '/blog?page=2', '/no-such-page', '/pricing/no-such-step', '/blog/no-such-post'])('for %s (query, not found)', async (path) => {
    const served = await request(site.app).get(path);
    expect(await browserRender(served.text, path)).toBe(served.text);
  });

  it.each(['/', '/contact', '/no-such-page'])('with analytics configured, its hidden consent banner and Cookie settings included, for %s', async (path) => {
    const ga = await createTestApp({ GA_MEASUREMENT_ID: 'G-ABC1234567' });
    const served = await request(ga.app).get(path);
    expect(served.text).toContain('id="consent-banner"');
    expect(await browserRender(served.text, path)).toBe(served.text);
    await ga.close();
  });

  // A failed no-JavaScript post renders the page from its route action's data, which the data block carries for the browser.
  it.each([
    ['/contact', { name: 'Asha', email: 'not-an-address', phone: '', comment: 'Line one\nLine <two>' }],
    ['/submitRequest', { email: 'asha@example.com', category: '', subject: 'Form 5472', description: '' }],
  ])('for a failed form post to %s, with the values typed and what was wrong', async (path, body) => {
    const served = await request(site.app).post(path).type('form').set('Accept', 'text/html').send(body);
    expect(served.status).toBe(400);
    const block = JSON.parse(dataBlockOf(served.text)!) as { matches: Array<{ actionData?: { values: Record<string, string> } }> };
    expect(block.matches.at(-1)?.actionData?.values).toMatchObject(Object.fromEntries(Object.entries(body).filter(([, value]) => value !== '')));
    expect(await browserRender(served.text, path)).toBe(served.text);
  });

  it('except an error page, which carries no data block, so the browser leaves it as sent', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.com' });
    const api = apiWithBuggyPosts(new TypeError('a bug in a loader'));
    const app = createApp(config, { logger: pino({ level: 'silent' }), assets: testAssets, api, content: await loadSiteContent(config) });
    const served = await request(app).get('/blog/anything');
    expect(served.status).toBe(500);
    expect(served.text).toContain('Something went wrong');
    expect(dataBlockOf(served.text)).toBeUndefined();
    expect(served.text).toContain('type="module"');
  });
});
