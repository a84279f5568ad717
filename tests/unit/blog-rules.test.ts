import { JSDOM } from 'jsdom';
import { firstItems } from '../support/must';
import { hasMorePages, requestedPage } from '../../shared/blog/blog-rules';
import { sanitizeContentHtml } from '../../server/content/sanitize.server';
import { rssXml } from '../../server/seo/rss.server';
import type { BlogPost } from '../../shared/data/site-data';

const post = (id: string): BlogPost => ({ _id: id, title: `T ${id}`, description: '<p>Body &amp; more</p>', category: 'Tax', image: '/images/blog/x.webp', date: '2026-01-02' });

describe('hasMore', () => {
  it('is false once the current page reaches the total pages', () => {
    expect(hasMorePages(1, { blogs: [post('a')], pages: 2 })).toBe(true);
    expect(hasMorePages(2, { blogs: [post('a')], pages: 2 })).toBe(false);
    expect(hasMorePages(3, { blogs: [], pages: 2 })).toBe(false);
  });

  it('for a bare array, is false when fewer than 7 posts came back', () => {
    const seven = Array.from({ length: 7 }, (_, i) => post(String(i)));
    expect(hasMorePages(1, { blogs: seven, pages: null })).toBe(true);
    expect(hasMorePages(1, { blogs: seven.slice(0, 6), pages: null })).toBe(false);
  });

  it('reads ?page= as a positive integer, defaulting to 1', () => {
    expect(requestedPage('3')).toBe(3);
    for (const bad of [null, '', '0', '-2', '1.5', 'abc', '1e3x']) expect(requestedPage(bad)).toBe(1);
    expect(requestedPage('9999')).toBe(50);
  });
});

describe('sanitiser', () => {
  it('renders scripts, handlers, javascript: URLs and SVG payloads inert', () => {
    const html = sanitizeContentHtml(
      '<p onclick="x()">Hi<script>alert(1)</script></p><img src="x.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>' +
        '<svg><script>alert(1)</script><circle onload="alert(1)"/></svg><iframe src="https://evil.example"></iframe><a href="https://ok.example">ok</a>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|onload|javascript:|<svg|<iframe/i);
    expect(html).toContain('<p>Hi</p>');
    expect(html).toContain('href="https://ok.example"');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('keeps tables and headings', () => {
    expect(sanitizeContentHtml('<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table><h2>Hi</h2>')).toBe(
      '<section class="table-scroll" tabindex="0" aria-label="Table: A"><table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table></section><h2>Hi</h2>',
    );
  });
});

describe('RSS', () => {
  /** The feed as an XML parser reads it; a parse error fails the test. */
  function itemsOf(xml: string) {
    const { document } = new JSDOM(xml, { contentType: 'application/xml' }).window;
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect([document.documentElement.localName, document.documentElement.getAttribute('version')]).toEqual(['rss', '2.0']);
    return [...document.getElementsByTagName('item')];
  }
  const field = (item: Element, name: string) => item.getElementsByTagName(name)[0];
  /** A description is HTML to a reader: what it shows. */
  const shown = (html: string | null | undefined) => JSDOM.fragment(html ?? '').textContent;

  it('is RSS 2.0 with title, link, guid, pubDate and a plain-text description per post', () => {
    const [item] = firstItems(itemsOf(rssXml({ siteUrl: 'https://www.example.com', siteName: 'Ledgerline', posts: [post('a-b')] })), 1, 'feed items');
    expect(field(item, 'title')?.textContent).toBe('T a-b');
    expect(field(item, 'link')?.textContent).toBe('https://www.example.com/blog/a-b');
    expect(field(item, 'guid')?.textContent).toBe('https://www.example.com/blog/a-b');
    expect(field(item, 'guid')?.getAttribute('isPermaLink')).toBe('true');
    expect(field(item, 'pubDate')?.textContent).toBe('Fri, 02 Jan 2026 00:00:00 GMT');
    expect(shown(field(item, 'description')?.textContent)).toBe('Body & more');
  });

  it('stays valid XML, and shows text as text, whatever a post from the API holds', () => {
    const odd: BlogPost = { ...post('odd'), title: 'A <b> & ]]> and ]]> again', description: '<p>x ]]&gt; ]]&gt; y &lt;i&gt;</p>', date: undefined };
    const [item] = firstItems(itemsOf(rssXml({ siteUrl: 'https://www.example.com', siteName: 'Ledgerline', posts: [odd] })), 1, 'feed items');
    expect(field(item, 'title')?.textContent).toMatch(/^A <b> & /);
    expect(shown(field(item, 'description')?.textContent)).toBe('x ]]> ]]> y <i>');
    expect(field(item, 'pubDate')).toBeUndefined();
  });
});
