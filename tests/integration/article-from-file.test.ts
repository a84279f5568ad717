import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { copyContent } from '../support/content-copy';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * An article is one file: its front matter names its path, its section and its
 * byline, and nothing else is edited to put it on the site.
 */
const article = `---
path: /closing-a-us-llc
title: "Closing a US LLC You No Longer Need"
description: "How to dissolve a US LLC properly: the state filing, the final federal return and the accounts to close."
section: state-of-incorporation
order: 9
date: 2026-03-02
related: [/why-choose-a-wyoming-llc]
byline:
  kind: reviewed
  person: sample-sam-okafor
  date: 2026-03-02
---

An LLC that is left alone keeps owing annual reports. Dissolving it with the state, filing a final return and
closing its bank account ends that, and the word quokka appears here so search can find this article alone.
`;

const refundArticle = `---
path: /can-i-pause-my-plan
title: "Can I Pause My Plan?"
description: "Pausing a monthly plan for a quiet season, and what happens to your books meanwhile."
section: refund
order: 5
date: 2026-03-02
hubTitle: "Can I pause my plan?"
hubText: "Yes, for up to three months a year; ask support before the next billing date."
byline:
  kind: reviewed
  person: sample-sam-okafor
  date: 2026-03-02
---

Monthly plans can be paused for a quiet season.
`;

describe('a help article added as a file alone', () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = copyContent();
    writeFileSync(path.join(dir, 'articles', 'closing-a-us-llc.md'), article);
    writeFileSync(path.join(dir, 'articles', 'can-i-pause-my-plan.md'), refundArticle);
    t = await createTestApp({}, { contentDir: dir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it('is routed at the path its front matter names, with its breadcrumb to its section hub', async () => {
    const res = await request(t.app).get('/closing-a-us-llc');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<h1>Closing a US LLC You No Longer Need</h1>');
    expect(res.text).toContain('href="/resources"');
    expect(res.text).toContain('href="/why-choose-a-wyoming-llc"');
    expect((await request(t.app).get('/Closing-A-US-LLC')).headers.location).toBe('/closing-a-us-llc');
    expect((await request(t.app).get('/closing-a-us-llc%3F')).headers.location).toBe('/closing-a-us-llc');
  });

  it('is in the sitemap, dated by its front matter', async () => {
    const res = await request(t.app).get('/sitemap.xml');
    expect(res.text).toContain('<url><loc>https://www.example.com/closing-a-us-llc</loc><lastmod>2026-03-02</lastmod></url>');
  });

  it("is listed in its section's hub, and on the Help Center's count", async () => {
    const resources = await request(t.app).get('/resources');
    expect(resources.text).toContain('href="/closing-a-us-llc"');
    const refund = await request(t.app).get('/refund');
    expect(refund.text).toMatch(/href="\/can-i-pause-my-plan"[^>]*>Can I pause my plan\?<\/a>/);
    expect(refund.text).toContain('Yes, for up to three months a year; ask support before the next billing date.');
    const counts = [...(await request(t.app).get('/help')).text.matchAll(/help-card__count">([^<]+)</g)].map((m) => m[1]);
    expect(counts).toEqual(['6 articles', '6 articles', '5 articles']);
  });

  it('is found by the help search, on the page and in the API', async () => {
    const hits = (await request(t.app).get('/api/search?q=quokka')).body as Array<{ slug: string }>;
    expect(hits.map((hit) => hit.slug)).toEqual(['closing-a-us-llc']);
    expect((await request(t.app).get('/help?q=quokka')).text).toContain('href="/closing-a-us-llc"');
  });
});
