import request from 'supertest';
import pino from 'pino';
import { dataBlockOf, islandRenders } from '../../scripts/lib/browser-render';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config.server';
import { loadSiteContent } from '../../server/content/content.server';
import { createTestApp, testAssets, type TestApp } from '../support/test-app';
import { apiWithBuggyPosts } from '../support/post-bug-api';
import { changesFeedPath } from '../../shared/site-paths';
import { capture } from '../../shared/text/capture';

/**
 * The browser hydrates each island as a root of its own, from its marker's props and the data block alone
 * (client/islands). Hydration keeps the server's markup and does not repair attributes in production, so a
 * difference (an id from useId, a class, a prop lost in the JSON) would silently stay wrong. Here each island's
 * browser render must be the same DOM as the markup the server sent inside its marker.
 */

async function expectIslandsMatch(app: TestApp['app'], path: string, form?: Record<string, string>): Promise<number> {
  const served = form ? await request(app).post(path).type('form').set('Accept', 'text/html').send(form) : await request(app).get(path);
  const islands = await islandRenders(served.text);
  for (const island of islands) expect({ path, name: island.name, html: island.browser }).toEqual({ path, name: island.name, html: island.served });
  return islands.length;
}

describe("each island's browser root renders the markup the server sent", () => {
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
    let islands = 0;
    for (const path of paths) islands += await expectIslandsMatch(site.app, path);
    // The pricing page's tiers at least: a sitemap without islands would prove nothing.
    expect(islands).toBeGreaterThan(0);
  });

  it.each(['/help?q=llc', '/pricing?step=3', '/blog?page=2', '/no-such-page', '/pricing/no-such-step', '/blog/no-such-post'])('for %s (query, not found)', async (path) => {
    await expectIslandsMatch(site.app, path);
  });

  it.each(['/', '/contact', '/no-such-page'])('with analytics configured, for %s', async (path) => {
    const ga = await createTestApp({ GA_MEASUREMENT_ID: 'G-ABC1234567' });
    await expectIslandsMatch(ga.app, path);
    await ga.close();
  });

  // A failed no-JavaScript post renders the page from its route action's data: its islands get what was typed, and what was wrong, as props.
  it.each([
    ['/contact', { name: 'Asha', email: 'not-an-address', phone: '', comment: 'Line one\nLine <two>' }],
    ['/submitRequest', { email: 'asha@example.com', category: '', subject: 'Form 5472', description: '' }],
  ])('for a failed form post to %s, with the values typed and what was wrong', async (path, body) => {
    await expectIslandsMatch(site.app, path, body);
  });

  it('except an error page, which carries no data block, so the browser leaves it as sent', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.com' });
    const api = apiWithBuggyPosts(new TypeError('a bug in a loader'));
    const app = createApp(config, { logger: pino({ level: 'silent' }), assets: testAssets, api, content: await loadSiteContent(config) });
    const served = await request(app).get('/blog/anything');
    expect(served.status).toBe(500);
    expect(served.text).toContain('Something went wrong');
    expect(dataBlockOf(served.text)).toBeUndefined();
    expect(served.text).not.toContain('data-island=');
  });
});
