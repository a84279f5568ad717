import { loadSiteContent } from '../../server/content/content.server';
import { htmlToText } from '../../server/content/html-to-text.server';
import { browserHtmlToText } from '../../shared/text/browser-html-to-text';

const firm = { siteName: 'Acme Books', contactEmail: 'hello@acme.test', productName: 'Acme', gaMeasurementId: undefined };

describe('plain text of HTML', () => {
  const readings = [
    ['on the server (html-to-text)', htmlToText],
    ['in the browser (its own parser)', browserHtmlToText],
  ] as const;

  describe.each(readings)('%s', (_, toText) => {
    it('decodes entities and drops tags, scripts and styles', () => {
      expect(toText('<p>Tax &amp; books&nbsp;<strong>done</strong> &lt;now&gt; &#8217;&rsquo;</p><script>x()</script><style>p{}</style>')).toBe('Tax & books done <now> ’’');
    });

    it('keeps the words of neighbouring blocks apart, and an inline tag inside a word whole', () => {
      expect(toText('<h2>Due dates</h2><p>March 1</p><ul><li>one</li><li>two</li></ul><p>a<br>b <em>c</em>d</p>')).toBe('Due dates March 1 one two a b cd');
    });

    it('reads a table cell by cell, and a link by its words, without its target', () => {
      expect(
        toText('<table><caption>Fees</caption><tr><th>State</th><th>Fee</th></tr><tr><td>DE</td><td>$300</td></tr></table><p>See <a href="https://example.org/x">the page</a>.</p>'),
      ).toBe('Fees State Fee DE $300 See the page.');
    });
  });

  // Load More reads the posts it fetches in the browser; the page it was on read the first ones on the server.
  it('reads every post of the site the same way on the server and in the browser', async () => {
    const { posts } = await loadSiteContent(firm);
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(browserHtmlToText(post.description)).toBe(htmlToText(post.description));
  });
});
