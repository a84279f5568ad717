import { JSDOM } from 'jsdom';
import request from 'supertest';
import { figures } from '../../shared/content/generated/franchise-tax';
import { report as reportCopy } from '../../shared/content/generated/forms';
import { allIn } from '../../shared/content/generated/pricing-page';
import { secondary, verified } from '../../shared/content/generated/tools';
import { fillSlots } from '../../shared/format/fill-slots';
import { formatLongDate } from '../../shared/format/long-date';
import { createTestApp, type TestApp } from '../support/test-app';
import { must } from '../support/must';

/**
 * What makes a tool's answer checkable, as a visitor sees it: the day its
 * figures were verified, a way to report an error that carries the case to
 * the firm, sources marked when only a secondary copy could be read, and the
 * pricing page's Delaware assumption with the estimator's own figure beside it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const documentOf = (html: string) => new JSDOM(html).window.document;
const estimatorPath = '/tools/delaware-franchise-tax?authorized=1000000&par=0&issued=1000000&assets=10000';
const calendarPath = '/tools/compliance-calendar?entity=c-corp&state=DE&formed=2025-03-10';

async function page(path: string): Promise<Document> {
  const res = await request(t.app).get(path);
  expect(res.status).toBe(200);
  return documentOf(res.text);
}

function reportLink(doc: Document): string {
  const link = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Report an error');
  if (!link) throw new Error('no Report an error link');
  return link.getAttribute('href') ?? '';
}

describe('a tool result says when its figures were verified and how to report an error', () => {
  it("the estimator's result: the oldest as-of day of its figures, and a link carrying its own canonical URL", async () => {
    const doc = await page(estimatorPath);
    const oldest = Object.values(figures.items)
      .map((f) => f.asOf)
      .sort()
      .at(0);
    const result = doc.querySelector('.tool-result')!;
    expect(result.textContent).toContain(fillSlots(verified, { date: formatLongDate(must(oldest, 'an as-of day')) }));
    const href = reportLink(doc);
    expect(new URL(href, 'http://x').searchParams.get('report')).toBe(estimatorPath);
  });

  it('the support form opens with the tool, what was entered and what it said, worked out again by the server', async () => {
    const doc = await page(reportLink(await page(estimatorPath)));
    const value = (name: string) => doc.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`form [name="${name}"]`)!.value;
    expect(value('category')).toBe(reportCopy.category);
    expect(value('subject')).toBe('Possible error in the Delaware Franchise Tax Estimator');
    expect(value('description')).toContain(`What I entered: ${estimatorPath}`);
    expect(value('description')).toContain('franchise tax $8,665 by the Authorized Shares method; $8,715 in all');
  });

  it("the calendar's result: verified date and a report that names the first deadline", async () => {
    const doc = await page(calendarPath);
    const href = reportLink(doc);
    expect(doc.querySelector('.calendar-results')!.textContent).toMatch(/Figures verified on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    const form = await page(href);
    const description = form.querySelector<HTMLTextAreaElement>('form [name="description"]')!.value;
    expect(description).toContain(`What I entered: ${calendarPath}`);
    expect(description).toMatch(/\d+ deadlines from .+; the first, .+, on [A-Z][a-z]+ \d{1,2}, \d{4}/);
  });

  it('a report that is no tool URL, or inputs a tool cannot use, is dropped by a redirect, never echoed into the form', async () => {
    for (const junk of ['https://evil.example/', '/pricing?step=2', '/tools/delaware-franchise-tax?authorized=abc&par=1', `/tools/delaware-franchise-tax?${'x'.repeat(3000)}`]) {
      const res = await request(t.app).get(`/submitRequest?report=${encodeURIComponent(junk)}`);
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe('/submitRequest');
    }
    // Another spelling of the same case lands on its one spelling.
    const res = await request(t.app).get(`/submitRequest?report=${encodeURIComponent('/tools/delaware-franchise-tax?assets=10,000&issued=1000000&authorized=1000000&par=0')}`);
    expect(res.status).toBe(301);
    expect(decodeURIComponent(new URL(must(res.headers.location, 'a Location header'), 'http://x').searchParams.get('report') ?? '')).toBe(estimatorPath);
  });
});

describe('sources read only from a secondary copy say so', () => {
  it("on the estimator's figures, the calendar's deadlines and the pricing page's state fees", async () => {
    const secondaryFigures = Object.values(figures.items).filter((f) => f.sourceKind === 'secondary');
    expect(secondaryFigures.length).toBeGreaterThan(0);
    const estimator = await page('/tools/delaware-franchise-tax');
    const items = [...estimator.querySelectorAll('.tool-figure')];
    for (const figure of Object.values(figures.items)) {
      const item = items.find((li) => li.querySelector('.tool-figure__label')?.textContent === figure.label)!;
      expect(item.textContent.includes(secondary)).toBe(figure.sourceKind === 'secondary');
    }
    expect((await page(calendarPath)).querySelector('.calendar-list')!.textContent).toContain(secondary);
    expect((await page('/pricing')).querySelector('.pricing-allin')!.textContent).toContain(allIn.secondary);
  });
});

describe("the pricing page's Delaware corporation", () => {
  it("states the share assumption and a venture-style corporation's first year, from the estimator", async () => {
    const doc = await page('/pricing');
    const note = doc.querySelector('.pricing-allin__note')!.textContent;
    expect(note).toContain(fillSlots(allIn.venture.assumption, { minimumShares: '5,000' }));
    const table = [...doc.querySelectorAll('table')].find((el) => el.caption?.textContent === 'Delaware Corporation')!;
    const total = Number(table.querySelector('tfoot td')!.textContent.replace(/[$,]/g, ''));
    // The estimator's least for 10,000,000 authorized shares at a par value, assets or none.
    const taxOf = async (url: string) => ((await request(t.app).get(url)).body as { tax: number }).tax;
    const leastTax = await taxOf(`/api/tools/delaware-franchise-tax?authorized=${allIn.venture.authorizedShares}&par=${allIn.venture.par}&issued=1&assets=0`);
    const minimumTax = await taxOf(`/api/tools/delaware-franchise-tax?authorized=5000&par=${allIn.venture.par}`);
    expect(leastTax).toBe(400);
    const ventureTotal = total - minimumTax + leastTax;
    expect(note).toContain(`owes at least $${leastTax}`);
    expect(note).toContain(`at least $${ventureTotal.toLocaleString('en-US')}`);
    expect(doc.querySelector('.pricing-allin__note a')!.getAttribute('href')).toBe('/tools/delaware-franchise-tax');
  });
});
