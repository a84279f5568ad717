import { JSDOM } from 'jsdom';
import request from 'supertest';
import { people, reviews } from '../../shared/content/generated/people.server';
import { createTestApp, type TestApp } from '../support/test-app';

/** /about, the bylines and the reviews as a visitor gets them: samples on a test origin, none on a public one (decision 0045). */

const documentOf = async (t: TestApp, path: string) => new JSDOM((await request(t.app).get(path).expect(200)).text).window.document;
const jsonLd = (document: Document) => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);

/** A help article, a blog post and every tool page: each names its reviewer. */
const bylinedPages = ['/why-choose-a-wyoming-llc', '/blog/board-deck-outline', '/tools', '/tools/delaware-franchise-tax', '/tools/compliance-calendar', '/tools/reminders', '/tools/changes'];

describe('people, bylines and reviews on a test origin (samples shown)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('/about shows each person at their anchor, each credential with a Verify link to its lookup, and the Organization with each Person and credential', async () => {
    const document = await documentOf(t, '/about');
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    for (const person of people) {
      const card = document.getElementById(person.slug);
      expect(card?.textContent).toContain(person.name);
      for (const credential of person.credentials) expect([...card!.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain(credential.verifyUrl);
    }
    const org = jsonLd(document).find((block) => block['@type'] === 'Organization') as { employee: Array<{ name: string; hasCredential: Array<{ '@type': string; identifier: string }> }> };
    expect(org.employee.map((p) => p.name)).toEqual(people.map((p) => p.name));
    expect(org.employee[0]!.hasCredential[0]).toMatchObject({ '@type': 'EducationalOccupationalCredential', identifier: people[0]!.credentials[0]!.licenceNumber });
  });

  it.each(bylinedPages.map((path) => [path]))('%s names its reviewer, linked to /about, and carries reviewedBy and dateModified', async (path) => {
    const document = await documentOf(t, path);
    const byline = document.querySelector('.byline--person');
    expect(byline?.textContent).toMatch(/^Reviewed by .+ \(sample\), (CPA|CA|EA), on [A-Z][a-z]+ \d+, \d{4}$/);
    const link = byline!.querySelector('a')!;
    const person = people.find((p) => link.getAttribute('href') === `/about#${p.slug}`);
    expect(person).toBeDefined();
    const main = jsonLd(document)[0] as { dateModified: string; mainEntityOfPage: { reviewedBy: { name: string; url: string } } };
    expect(main.mainEntityOfPage.reviewedBy).toMatchObject({ name: person!.name, url: `https://www.example.com/about#${person!.slug}` });
    expect(main.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('pricing shows the reviews, each linked to its https source, and no review markup about the firm', async () => {
    const document = await documentOf(t, '/pricing');
    const section = document.querySelector('section[aria-labelledby="pricing-reviews-title"]')!;
    expect([...section.querySelectorAll('.home-quote__source a')].map((a) => a.getAttribute('href'))).toEqual(reviews.map((r) => r.source));
    expect(JSON.stringify(jsonLd(document))).not.toMatch(/AggregateRating|"Review"/);
  });
});

describe('on a public SITE_URL, sample people and reviews never appear', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SITE_URL: 'https://www.acme-books.com' });
  });
  afterAll(() => t.close());

  it.each(['/about', '/', '/pricing', ...bylinedPages].map((path) => [path]))('%s names no sample, in the page, its data or its JSON-LD', async (path) => {
    const html = (await request(t.app).get(path).expect(200)).text;
    for (const sample of [...people.filter((p) => p.placeholder).flatMap((p) => [p.name, p.slug]), ...reviews.filter((r) => r.placeholder).map((r) => r.source)])
      expect(html).not.toContain(sample);
    const document = new JSDOM(html).window.document;
    expect(document.querySelector('.byline--person')).toBeNull();
    expect(document.querySelectorAll('h1')).toHaveLength(1);
  });
});
