import { sanitizeContentHtml } from '../../server/content/sanitize.server';

describe('sanitiser against DOM clobbering', () => {
  it('prefixes every id so content cannot shadow the page’s own elements', () => {
    const html = sanitizeContentHtml('<div id="__site_data">x</div><h2 id="main">Intro</h2><img id="menu-toggle" src="https://x.example/a.png">');
    expect(html).toContain('<div id="user-content-__site_data">');
    expect(html).toContain('<h2 id="user-content-main">');
    expect(html).toContain('id="user-content-menu-toggle"');
    expect(html).not.toMatch(/id="(__site_data|main|menu-toggle)"/);
  });

  it('keeps in-page anchors pointing at the prefixed ids, once', () => {
    const html = sanitizeContentHtml('<a href="#fees">Fees</a><h2 id="fees">Fees</h2><a href="#user-content-fees">again</a><a href="/pricing#plans">p</a>');
    expect(html).toContain('<a href="#user-content-fees">Fees</a>');
    expect(html).toContain('<h2 id="user-content-fees">');
    expect(html).toContain('<a href="#user-content-fees">again</a>');
    expect(html).toContain('href="/pricing#plans"');
  });

  it('drops names, forms, meta refreshes and base elements', () => {
    const html = sanitizeContentHtml(
      '<a name="location" href="/x">a</a><img name="cookie" src="https://x.example/a.png"><form name="f" action="https://evil.example"><input name="q"></form>' +
        '<meta http-equiv="refresh" content="0;url=https://evil.example"><base href="https://evil.example/"><p>ok</p>',
    );
    expect(html).not.toMatch(/name=|<form|<input|<meta|<base|evil\.example/i);
    expect(html).toContain('<p>ok</p>');
  });
});
