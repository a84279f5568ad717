import path from 'node:path';
import { must } from '../support/must';
import request from 'supertest';
import { editContent } from '../support/content-copy';
import { copyProject } from '../support/project-copy';
import { appFromCopy, compileCopy, type CopiedApp as App } from '../support/app-from-copy';
import { createTestApp, type TestApp } from '../support/test-app';
import { states } from '../../shared/content/generated/compliance';
import { allInFirstYear, entityKinds } from '../../shared/pricing/formation-all-in';
import { ventureFranchiseTax } from '../../shared/routes/pricing/venture-franchise-tax.server';

/**
 * One price, changed in one place: content/facts.yaml. A copy of the site whose
 * only difference is that fact must show the new price on every page and in
 * every structured-data block that showed the old one, and differ in nothing else.
 */
const oldPrice = 200;
const newPrice = 237;

async function crawl(app: App, paths: string[]): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  for (const page of paths) pages.set(page, (await request(app).get(page)).text);
  return pages;
}

const jsonLd = (html: string): unknown[] => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1] ?? '') as unknown);

/** The formation plan's all-in first-year totals (the plan's price plus each state's fees), at a formation price. */
const allInTotals = (price: number) => states.flatMap((state) => entityKinds.map((kind) => allInFirstYear(price, state, kind).total));

/** The venture-style Delaware corporation's first year beside its table, which adds the price too. */
const venture = ventureFranchiseTax();
const ventureTotal = (price: number) =>
  allInFirstYear(
    price,
    states.find((state) => state.code === venture.state)!,
    'corporation',
  ).total + venture.difference;

/** The new price, wherever and however a page shows it (the all-in totals add it), put back to the old one. */
const asBefore = (html: string) =>
  allInTotals(newPrice)
    .reduce(
      (text, total, i) => text.replaceAll(`$${total}<`, `$${must(allInTotals(oldPrice)[i], 'the old total')}<`),
      html.replaceAll(`$${newPrice}`, `$${oldPrice}`).replaceAll(`"price":${newPrice}`, `"price":${oldPrice}`),
    )
    .replaceAll(`at least $${ventureTotal(newPrice)}.`, `at least $${ventureTotal(oldPrice)}.`);

describe('a plan price changed in content/facts.yaml', () => {
  let original: TestApp;
  let before: Map<string, string>;
  let after: Map<string, string>;
  let unsteady: string[];

  beforeAll(async () => {
    const root = copyProject('fact-change');
    editContent(path.join(root, 'content'), 'facts.yaml', /(formation:\n {4}price:\n {6}value:) 200\n/, `$1 ${newPrice}\n`);
    await compileCopy(root);

    original = await createTestApp();
    const sitemap = (await request(original.app).get('/sitemap.xml')).text;
    const paths = [...sitemap.matchAll(/<loc>https:\/\/www\.example\.com([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
    before = await crawl(original.app, paths);
    // A page that differs between two renders of the same content (the booking page: the free times from now, a new
    // form key) says nothing about the price: left out of the comparison.
    const again = await crawl(original.app, paths);
    unsteady = paths.filter((page) => again.get(page) !== before.get(page));
    after = await crawl(await appFromCopy(root), paths);
  }, 120_000);
  afterAll(() => original.close());

  it('was shown nowhere before as the new price', () => {
    for (const [page, html] of before) expect([page, html.includes(`$${newPrice}`) || html.includes(`"price":${newPrice}`)]).toEqual([page, false]);
  });

  it('changes the pages that show the formation price, and in them nothing but that price', () => {
    expect(unsteady).toEqual(['/book']);
    const changed = [...after].filter(([page, html]) => !unsteady.includes(page) && html !== before.get(page)).map(([page]) => page);
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
