import { createHash } from 'node:crypto';
import { must } from '../support/must';
import pino from 'pino';
import request from 'supertest';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config.server';
import { loadSiteContent } from '../../server/content/content.server';
import { dataBlockOf } from '../../scripts/lib/browser-render';
import { createTestApp, sheetNames, testAssets, type TestApp } from '../support/test-app';
import { apiWithBuggyPosts } from '../support/post-bug-api';

/**
 * What a phone needs before its first paint is the document alone: the
 * page's stylesheet travels inside it (allowed by its hash, not by 'unsafe-inline'),
 * and the code that hydrates the page's islands is named only in the data block and
 * on the islands, for the small entry module to fetch once the page has painted.
 */

const sheetText = (name: string) => testAssets.files.get(must(testAssets.manifest.sheets[name], `the ${name} sheet`))!.identity.toString('utf8');
const styleSource = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
const headStyles = (html: string) => [...(/<head>(.*?)<\/head>/s.exec(html)?.[1] ?? '').matchAll(/<style>(.*?)<\/style>/gs)].map((m) => m[1]);
const cspDirective = (csp: string | undefined, name: string) => (csp ?? '').split(';').find((d) => d.startsWith(`${name} `));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the stylesheet', () => {
  it.each([
    ['/', 'home'],
    ['/pricing', 'pricing'],
    ['/blog', 'blog'],
    ['/privacy-policy', 'help'],
    ['/contact', 'site'],
    ['/no-such-page', 'site'],
  ])("%s carries its group's sheet inline, allowed by its hash, with no stylesheet to fetch", async (path, sheet) => {
    const res = await request(t.app).get(path);
    expect(headStyles(res.text)).toEqual([sheetText(sheet)]);
    expect(res.text).not.toContain('rel="stylesheet"');
    const styleSrc = cspDirective(res.headers['content-security-policy'], 'style-src')!.split(' ');
    expect(styleSrc.slice(0, 2)).toEqual(['style-src', "'self'"]);
    expect(styleSrc.slice(2).sort()).toEqual(sheetNames.map((name) => styleSource(sheetText(name))).sort());
    expect(cspDirective(res.headers['content-security-policy'], 'script-src')).toBe("script-src 'self'");
  });

  it("is inline on the error page too, which has no data block to hydrate from: the failing page's sheet", async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.com' });
    const app = createApp(config, { logger: pino({ level: 'silent' }), assets: testAssets, api: apiWithBuggyPosts(new TypeError('a bug')), content: await loadSiteContent(config) });
    const res = await request(app).get('/blog/anything');
    expect(res.status).toBe(500);
    expect(headStyles(res.text)).toEqual([sheetText('blog')]);
    expect(res.headers['content-security-policy']).toContain(styleSource(sheetText('blog')));
  });
});

describe('the code that hydrates a page', () => {
  it('is not preloaded by the document: a page without islands names only the hydrating chunks, in its data block', async () => {
    const html = (await request(t.app).get('/')).text;
    // The document loads the entry and what it imports statically, side by side, at low priority.
    const entryModules = [...testAssets.manifest.entryImports, testAssets.manifest.entry];
    const preloaded = [...html.matchAll(/<link rel="modulepreload" fetchPriority="low" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloaded).toEqual(entryModules);
    expect(html.match(/<link rel="modulepreload"/g)).toHaveLength(entryModules.length);
    expect([...html.matchAll(/<script type="module" src="([^"]+)"[^>]* async="">/g)].map((m) => m[1])).toEqual(entryModules);
    const data = JSON.parse(dataBlockOf(html)!) as { hydrator: string[] };
    expect(data.hydrator).toEqual(testAssets.manifest.hydrator);
  });

  it("names each island's own chunks on its marker, for the entry to fetch when the island is due", async () => {
    const html = (await request(t.app).get('/pricing')).text;
    const marker = /<div data-island="pricing-tiers"[^>]* data-chunks="([^"]*)"/.exec(html);
    expect(marker?.[1]?.split(' ')).toEqual(testAssets.manifest.islands['pricing-tiers']);
  });
});
