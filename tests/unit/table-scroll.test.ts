import { sanitizeContentHtml } from '../../server/content/sanitize.server';
import { renderMarkdown } from '../../server/content/markdown.server';

const region = (label: string) => `<section class="table-scroll" tabindex="0" aria-label="${label}">`;

describe('tables in content HTML', () => {
  it('sit in a focusable scroll region named after their header row', () => {
    const { html } = renderMarkdown('| Paying from | Accepted methods |\n|---|---|\n| India (INR) | UPI |\n\nAfter.');
    expect(html).toBe(
      `${region('Table: Paying from, Accepted methods')}<table>\n<thead>\n<tr>\n<th>Paying from</th>\n<th>Accepted methods</th>\n</tr>\n</thead>\n` +
        '<tbody><tr>\n<td>India (INR)</td>\n<td>UPI</td>\n</tr>\n</tbody></table></section>\n<p>After.</p>\n',
    );
  });

  it('prefer the caption, skip empty header cells, and fall back to "Table" without a header row', () => {
    expect(sanitizeContentHtml('<table><caption>Fees <b>2026</b></caption><tr><th>A</th></tr></table>')).toContain(region('Fees 2026'));
    expect(sanitizeContentHtml('<table><tr><th></th><th>Month 1</th><th>Month 2</th></tr></table>')).toContain(region('Table: Month 1, Month 2'));
    expect(sanitizeContentHtml('<table><tr><th>Cash in</th><td>$40,000</td></tr></table>')).toContain(region('Table'));
    expect(sanitizeContentHtml('<table></table>')).toBe(`${region('Table')}<table></table></section>`);
  });

  it('keep a label from text that carries quotes or markup-like characters inside the attribute', () => {
    const html = sanitizeContentHtml('<table><tr><th>"a" &amp; b</th><th>1 &lt; 2 &gt; 0</th></tr></table>');
    expect(html).toContain(region('Table: &quot;a&quot; &amp; b, 1 &lt; 2 &gt; 0'));
  });

  it('give each nested table its own region, and keep every wrapper closed around its own table', () => {
    const html = sanitizeContentHtml('<table><tr><th>Outer</th></tr><tr><td><table><tr><th>Inner</th></tr></table></td></tr></table><p>after</p>');
    expect(html).toBe(
      `${region('Table: Outer')}<table><tr><th>Outer</th></tr><tr><td>${region('Table: Inner')}<table><tr><th>Inner</th></tr></table></section></td></tr></table></section><p>after</p>`,
    );
  });

  it('take no role, tabindex, label or class from the source HTML', () => {
    const html = sanitizeContentHtml(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Pay here"><table role="presentation" tabindex="3" aria-label="x"><tr><td>1</td></tr></table></div>' +
        '<section class="table-scroll" tabindex="0" aria-label="Pay here"><p>not a table</p></section>' +
        '<p role="button" tabindex="0" aria-label="fake">p</p>',
    );
    expect(html).toBe(`<div>${region('Table')}<table><tr><td>1</td></tr></table></section></div><p>not a table</p><p>p</p>`);
  });
});
