import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { parse } from 'yaml';
import { faq } from '../../shared/content/generated/pricing-page';
import { formatUsd } from '../../shared/format/whole-number';
import { maxStep, tierFor } from '../../shared/pricing/price';
import { createTestApp, type TestApp } from '../support/test-app';

/** The pricing questions under the plans: content/pricing.yaml's, as <details> in the served page and as FAQPage structured data. */

const topCeiling = formatUsd(tierFor(maxStep()).expenseCeiling);
const filled = (text: string) => text.replaceAll('{topCeiling}', topCeiling);

describe('the pricing questions', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    t = await createTestApp();
    document = new JSDOM((await request(t.app).get('/pricing').expect(200)).text).window.document;
  });
  afterAll(() => t.close());

  it('are the content’s questions, in its order, each a <details> whose answer is in the HTML', () => {
    const section = document.querySelector('section[aria-labelledby="pricing-faq-title"]')!;
    expect(section.querySelector('h2')?.textContent).toBe(faq.heading);
    const items = [...section.querySelectorAll('details')];
    expect(items.map((d) => d.querySelector('summary')?.textContent)).toEqual(faq.items.map((item) => filled(item.question)));
    expect(items.map((d) => d.querySelector('summary ~ *')?.textContent)).toEqual(faq.items.map((item) => filled(item.answer)));
    // Under the plans: after the last plan card.
    const lastCard = [...document.querySelectorAll('.pricing-card')].at(-1);
    expect(lastCard).toBeDefined();
    expect(lastCard!.compareDocumentPosition(section) & 4).toBe(4);
  });

  it('say what the slider’s last step covers where they name it, and leave no slot unfilled', () => {
    const text = document.querySelector('section[aria-labelledby="pricing-faq-title"]')!.textContent ?? '';
    expect(faq.items.some((item) => item.question.includes('{topCeiling}'))).toBe(true);
    expect(text).toContain(topCeiling);
    expect(text).not.toMatch(/\{\w+\}/);
  });

  it('are the page’s FAQPage structured data, word for word', () => {
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as { '@type': string; mainEntity?: unknown });
    const faqPage = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity).toEqual(faq.items.map((item) => ({ '@type': 'Question', name: filled(item.question), acceptedAnswer: { '@type': 'Answer', text: filled(item.answer) } })));
  });

  it('write no figure out: every amount, count and period is a fact token or the slider’s slot', () => {
    const source = parse(readFileSync('content/pricing.yaml', 'utf8')) as { faq: { items: Array<{ question: string; answer: string }> } };
    for (const item of source.faq.items) {
      for (const text of [item.question, item.answer]) expect(text.replace(/\{\{[^}]+\}\}/g, '').replace('{topCeiling}', '')).not.toMatch(/\d/);
    }
  });
});
