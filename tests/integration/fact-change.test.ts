import path from 'node:path';
import request from 'supertest';
import pino from 'pino';
import { compileContent } from '../../server/content/compile/compile-content.server';
import { formatIssue } from '../../server/content/compile/issues.server';
import { writeGeneratedModules } from '../../server/content/compile/generated-modules.server';
import type * as AppModule from '../../server/app';
import type * as ConfigModule from '../../server/config.server';
import type * as ContentModule from '../../server/content/content.server';
import type * as SiteApiModule from '../../server/site-api/create-site-api.server';
import { editContent } from '../support/content-copy';
import { copyProject } from '../support/project-copy';
import { createTestApp, testAssets, type TestApp } from '../support/test-app';

/**
 * One price, changed in one place: content/facts.yaml. A copy of the site whose
 * only difference is that fact must show the new price on every page and in
 * every structured-data block that showed the old one, and differ in nothing else.
 */
const oldPrice = 200;
const newPrice = 237;

type App = ReturnType<typeof AppModule.createApp>;

/** The copy's own server code, with its own compiled content: required from the copy's folder. */
async function appFromCopy(root: string): Promise<App> {
  const { createApp } = (await import(path.join(root, 'server/app.ts'))) as typeof AppModule;
  const { loadConfig } = (await import(path.join(root, 'server/config.server.ts'))) as typeof ConfigModule;
  const { loadSiteContent } = (await import(path.join(root, 'server/content/content.server.ts'))) as typeof ContentModule;
  const { createSiteApi } = (await import(path.join(root, 'server/site-api/create-site-api.server.ts'))) as typeof SiteApiModule;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.com', DATA_DIR: path.join(root, 'data') });
  const content = await loadSiteContent(config, path.join(root, 'content'));
  const logger = pino({ level: 'silent' });
  return createApp(config, { logger, assets: testAssets, api: createSiteApi(config, content, logger), content });
}

async function crawl(app: App, paths: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const page of paths) pages.set(page, (await request(app).get(page)).text);
  return pages;
}

const jsonLd = (html: string): unknown[] => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]) as unknown);

/** The new price, wherever and however a page shows it, put back to the old one. */
const asBefore = (html: string) => html.replaceAll(`$${newPrice}`, `$${oldPrice}`).replaceAll(`"price":${newPrice}`, `"price":${oldPrice}`);

describe('a plan price changed in content/facts.yaml', () => {
  let original: TestApp;
  let before: Map<string, string>;
  let after: Map<string, string>;

  beforeAll(async () => {
    const root = copyProject('fact-change');
    const contentDir = path.join(root, 'content');
    editContent(contentDir, 'facts.yaml', /(formation:\n {4}price:\n {6}value:) 200\n/, `$1 ${newPrice}\n`);
    const compiled = await compileContent(contentDir);
    if (!compiled.ok) throw new Error(compiled.issues.map(formatIssue).join('\n'));
    await writeGeneratedModules(compiled.content, path.join(root, 'shared/content/generated'));

    original = await createTestApp();
    const sitemap = (await request(original.app).get('/sitemap.xml')).text;
    const paths = [...sitemap.matchAll(/<loc>https:\/\/www\.example\.com([^<]*)<\/loc>/g)].map((m) => m[1]);
    before = await crawl(original.app, paths);
    after = await crawl(await appFromCopy(root), paths);
  }, 120_000);
  afterAll(() => original.close());

  it('was shown nowhere before as the new price', () => {
    for (const [page, html] of before) expect([page, html.includes(`$${newPrice}`) || html.includes(`"price":${newPrice}`)]).toEqual([page, false]);
  });

  it('changes the pages that show the formation price, and in them nothing but that price', () => {
    const changed = [...after].filter(([page, html]) => html !== before.get(page)).map(([page]) => page);
    // The pages whose copy names {{fact.plans.formation.price}}: the pricing page's plans (also the home page's glance) and the formation page.
    expect(changed).toEqual(['/', '/pricing', '/usa-company-formation']);
    for (const page of changed) expect([page, asBefore(after.get(page)!) === before.get(page)]).toEqual([page, true]);
  });

  it('leaves no mention of the old price on the formation page: title, description, hero, highlight, FAQ and their JSON-LD', () => {
    const html = after.get('/usa-company-formation')!;
    expect(html).not.toContain(`$${oldPrice}`);
    expect(html.match(new RegExp(`\\$${newPrice}`, 'g'))?.length).toBeGreaterThanOrEqual(6);
    const faq = jsonLd(html).find((block) => (block as { '@type': string })['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq.mainEntity.find((q) => q.name.includes(`$${newPrice} fee`))?.acceptedAnswer.text).toContain(`The $${newPrice} one-time fee covers`);
  });

  it('prices the plan card, the home page glance and the offers JSON-LD at the new price; other plans keep theirs', () => {
    const pricing = after.get('/pricing')!;
    const offers = jsonLd(pricing).find((block) => (block as { offers?: unknown }).offers) as { offers: Array<{ name: string; price: number; priceSpecification: { price: number } }> };
    const formation = offers.offers.find((offer) => offer.name === 'USA Company Formation')!;
    expect([formation.price, formation.priceSpecification.price]).toEqual([newPrice, newPrice]);
    expect(offers.offers.find((offer) => offer.name === 'CFO Advisory')?.price).toBe(oldPrice);
    expect(pricing).toMatch(new RegExp(`USA Company Formation</h2><p class="pricing-card__price"><span class="pricing-card__amount">\\$${newPrice}</span>`));
    expect(after.get('/')).toMatch(new RegExp(`<dt>USA Company Formation</dt><dd><strong>\\$${newPrice}</strong>`));
  });
});
