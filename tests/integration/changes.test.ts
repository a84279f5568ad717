import path from 'node:path';
import { must } from '../support/must';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { changes, labels } from '../../shared/content/generated/changes';
import { formatLongDate } from '../../shared/format/long-date';
import { editContent } from '../support/content-copy';
import { copyProject } from '../support/project-copy';
import { appFromCopy, compileCopy, type CopiedApp } from '../support/app-from-copy';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * The public changelog of the site's figures and rules: /tools/changes lists
 * every change of content/changes.yaml, newest first, and /tools/changes.xml is
 * the same changes as an Atom feed; both are in the sitemap. A change added to
 * a copy of the content is on that copy's page and in its feed.
 */

const site = 'https://www.example.com';
const pageUrl = `${site}/tools/changes`;
const atom = 'http://www.w3.org/2005/Atom';

interface ListedChange {
  id: string;
  title: string;
  meta: string;
  terms: Record<string, string>;
  links: Array<{ label: string; href: string; text: string }>;
}

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** The changes as a reader finds them on the page: each an article in the main list, its terms and its links. */
function listedChanges(html: string): ListedChange[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll('main ol > li > article')].map((article) => ({
    id: article.id,
    title: squash(article.querySelector('h2')?.textContent),
    meta: squash(article.querySelector('p')?.textContent),
    terms: Object.fromEntries([...article.querySelectorAll('dl > div')].map((group) => [squash(group.querySelector('dt')?.textContent), squash(group.querySelector('dd')?.textContent)])),
    links: [...article.querySelectorAll('ul li')].map((item) => {
      const a = item.querySelector('a')!;
      return { label: squash(item.textContent).split(':')[0] ?? '', href: a.getAttribute('href') ?? '', text: squash(a.textContent) };
    }),
  }));
}

/** The feed as an XML parser reads it (a parse error shows as a <parsererror> element). */
function parsedFeed(xml: string): Document {
  return new JSDOM(xml, { contentType: 'application/xml' }).window.document;
}

const child = (parent: Element | Document, name: string) => [...parent.childNodes].find((node): node is Element => node.nodeType === 1 && (node as Element).localName === name);
const children = (parent: Element, name: string) => [...parent.children].filter((node) => node.localName === name && node.namespaceURI === atom);
/** What a reader shows of an Atom text construct (RFC 4287 3.1): type="html" is markup to render, anything else is text. */
const textOf = (element: Element | undefined) => (element?.getAttribute('type') === 'html' ? JSDOM.fragment(element.textContent ?? '').textContent : element?.textContent);
/** An RFC 3339 date-time as the instant it names. */
const instant = (element: Element | undefined) => Date.parse(element?.textContent ?? '');
const linkOf = (parent: Element, rel: string) =>
  children(parent, 'link')
    .find((link) => (link.getAttribute('rel') ?? 'alternate') === rel)
    ?.getAttribute('href');

/** The day the newest change was published. */
const newest = must(
  changes
    .map((change) => change.published)
    .sort()
    .at(-1),
  'a published change',
);

const newestFirst = (dates: string[]) => dates.every((date, i) => i === 0 || (dates[i - 1] ?? '') >= date);

describe('the changelog page and its feed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists every change of the content, newest first, with its date, kind, old and new value, the day it applies from and its source', async () => {
    const res = await request(t.app).get('/tools/changes').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    const listed = listedChanges(res.text);
    expect(listed.map((change) => change.id).sort()).toEqual(changes.map((change) => change.id).sort());
    const byId = new Map(changes.map((change) => [change.id, change]));
    expect(newestFirst(listed.map((change) => byId.get(change.id)!.published))).toBe(true);
    for (const shown of listed) {
      const change = byId.get(shown.id)!;
      expect(shown.title).toBe(change.title);
      expect(shown.meta).toContain(labels.kinds[change.kind]);
      expect(shown.meta).toContain(formatLongDate(change.published));
      expect(shown.terms).toEqual({ [labels.old]: change.old, [labels.new]: change.new, [labels.effective]: formatLongDate(change.effective) });
      const source = shown.links.find((link) => link.href === change.source);
      expect(source?.label).toBe(change.sourceKind === 'secondary' ? labels.secondarySource : labels.source);
      if (change.page) expect(shown.links).toContainEqual(expect.objectContaining({ label: labels.page, href: change.page }));
    }
  });

  it('names its feed in the head and links it from the page', async () => {
    const html = (await request(t.app).get('/tools/changes')).text;
    expect(html).toMatch(/<link rel="alternate" href="\/tools\/changes\.xml" type="application\/atom\+xml" title="Ledgerline: [^"]+"\/>/);
    const { document } = new JSDOM(html).window;
    expect(document.querySelector('main a[href="/tools/changes.xml"]')?.textContent).toBeTruthy();
  });

  it('lists each change in its structured data, newest first at its anchor, modified no earlier than its newest change', async () => {
    const { document } = new JSDOM((await request(t.app).get('/tools/changes')).text).window;
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>);
    const list = blocks.find((block) => block['@type'] === 'ItemList') as { itemListElement: Array<{ name: string; url: string }>; dateModified: string } | undefined;
    const shown = listedChanges(document.documentElement.outerHTML);
    expect(list?.itemListElement.map((item) => item.url)).toEqual(shown.map((change) => `${site}/tools/changes#${change.id}`));
    expect(list?.itemListElement.map((item) => item.name)).toEqual(shown.map((change) => change.title));
    const newest = changes
      .map((change) => change.published)
      .sort()
      .at(-1)!;
    expect(list!.dateModified >= newest).toBe(true);
  });

  it('is linked from the tools hub', async () => {
    const { document } = new JSDOM((await request(t.app).get('/tools')).text).window;
    expect(document.querySelector('main a[href="/tools/changes"]')).not.toBeNull();
  });

  it('serves the same changes as an Atom feed: one entry each, linking to its anchor on the page, with old and new, the day it applies from and the source', async () => {
    const res = await request(t.app).get('/tools/changes.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=86400');
    const document = parsedFeed(res.text);
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    const feed = document.documentElement;
    expect([feed.localName, feed.namespaceURI]).toEqual(['feed', atom]);
    expect(child(feed, 'id')?.textContent).toBe(pageUrl);
    expect(child(feed, 'title')?.textContent).toMatch(/^Ledgerline: /);
    expect(instant(child(feed, 'updated'))).toBe(Date.parse(`${newest}T00:00:00Z`));
    expect(linkOf(feed, 'self')).toBe(`${site}/tools/changes.xml`);
    expect(linkOf(feed, 'alternate')).toBe(pageUrl);
    expect(child(child(feed, 'author')!, 'name')?.textContent).toBe('Ledgerline');

    const entries = children(feed, 'entry');
    expect(entries).toHaveLength(changes.length);
    const ids = entries.map((entry) => child(entry, 'id')?.textContent);
    expect(new Set(ids).size).toBe(entries.length);
    for (const change of changes) {
      const entry = entries.find((e) => child(e, 'id')?.textContent === `${pageUrl}#${change.id}`);
      expect(entry).toBeDefined();
      expect(textOf(child(entry!, 'title'))).toBe(change.title);
      expect(instant(child(entry!, 'published'))).toBe(Date.parse(`${change.published}T00:00:00Z`));
      expect(instant(child(entry!, 'updated'))).toBe(Date.parse(`${change.published}T00:00:00Z`));
      expect(linkOf(entry!, 'alternate')).toBe(`${pageUrl}#${change.id}`);
      // The content is HTML a feed reader shows: parsed, it says what the page says.
      const content = child(entry!, 'content')!;
      expect(content.getAttribute('type')).toBe('html');
      const shown = new JSDOM(content.textContent ?? '').window.document;
      const text = squash(shown.body.textContent);
      for (const part of [change.summary, change.old, change.new, formatLongDate(change.effective)]) expect(text).toContain(part);
      expect([...shown.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain(change.source);
    }
    expect(newestFirst(entries.map((entry) => (child(entry, 'published')?.textContent ?? '').slice(0, 10)))).toBe(true);
  });

  it('has each of them in the sitemap, dated by the newest change', async () => {
    const sitemap = (await request(t.app).get('/sitemap.xml')).text;
    expect(sitemap).toContain(`<url><loc>${pageUrl}</loc><lastmod>${newest}</lastmod></url>`);
    expect(sitemap).toContain(`<url><loc>${site}/tools/changes.xml</loc><lastmod>${newest}</lastmod></url>`);
  });

  it('answers another letter case of the feed with a redirect to it', async () => {
    const res = await request(t.app).get('/Tools/Changes.XML');
    expect([res.status, res.headers.location]).toEqual([301, '/tools/changes.xml']);
  });
});

describe('a change added to the content', () => {
  let copy: CopiedApp;
  const added = {
    id: 'wy-annual-report-test-fee',
    title: 'Wyoming annual report: a minimum of <more> & less',
    old: 'A minimum of 60 dollars',
    new: 'A minimum of 62 dollars',
    source: 'https://example.org/wyoming/annual-report',
  };
  beforeAll(async () => {
    const root = copyProject('changes-added');
    editContent(
      path.join(root, 'content'),
      'changes.yaml',
      /^changes:\n/m,
      `changes:\n  - id: ${added.id}\n    published: 2099-01-05\n    effective: 2099-01-01\n    kind: change\n    title: "${added.title}"\n    summary: Wyoming raised the minimum.\n    old: ${added.old}\n    new: ${added.new}\n    source: ${added.source}\n    sourceKind: secondary\n\n`,
    );
    await compileCopy(root);
    copy = await appFromCopy(root);
  }, 120_000);

  it('is first on the page, its source marked secondary and with no page to link', async () => {
    const listed = listedChanges((await request(copy).get('/tools/changes').expect(200)).text);
    expect(listed).toHaveLength(changes.length + 1);
    expect(listed[0]).toMatchObject({
      id: added.id,
      title: added.title,
      terms: { [labels.old]: added.old, [labels.new]: added.new, [labels.effective]: formatLongDate('2099-01-01') },
      links: [{ label: labels.secondarySource, href: added.source, text: added.source.replace('https://', '') }],
    });
    expect(listed[0]?.meta).toContain(formatLongDate('2099-01-05'));
  });

  it('is the first entry of the feed, which it dates, its title escaped', async () => {
    const res = await request(copy).get('/tools/changes.xml').expect(200);
    const document = parsedFeed(res.text);
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(instant(child(document.documentElement, 'updated'))).toBe(Date.parse('2099-01-05T00:00:00Z'));
    const entries = children(document.documentElement, 'entry');
    expect(entries).toHaveLength(changes.length + 1);
    expect(child(must(entries[0], 'the first entry'), 'id')?.textContent).toBe(`${pageUrl}#${added.id}`);
    expect(textOf(child(must(entries[0], 'the first entry'), 'title'))).toBe(added.title);
    const content = new JSDOM(child(must(entries[0], 'the first entry'), 'content')?.textContent ?? '').window.document;
    expect([...content.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toContain(added.source);
    const sitemap = (await request(copy).get('/sitemap.xml')).text;
    expect(sitemap).toContain(`<url><loc>${pageUrl}</loc><lastmod>2099-01-05</lastmod></url>`);
  });
});
