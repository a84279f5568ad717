import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import request from 'supertest';
import { createTestApp, sheetNames, testSheetText, type TestApp } from '../support/test-app';
import { changesFeedPath } from '../../shared/site-paths';
import { must } from '../support/must';
import { capture } from '../../shared/text/capture';

/**
 * A page carries one sheet of client/styles/sheets/, which imports some of the
 * files client/styles/index.css lists. A rule left out of a page's sheet must
 * style nothing on that page: here no rule of a file the sheet does not import
 * matches any element of the page as served, on every page of the sitemap and
 * the states a visitor can reach by URL. (What only the browser renders, such
 * as the contact modal, is styled by files every sheet imports.)
 */

const stylesDir = 'client/styles';
const importsOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/@import '\.{1,2}\/([\w-]+)\.css';/g)].map((m) => capture(m, 1));
const allFiles = importsOf(`${stylesDir}/index.css`);
const sheetFiles = new Map(sheetNames.map((name) => [name, importsOf(`${stylesDir}/sheets/${name}.css`)]));
const filesOf = (name: string) => must(sheetFiles.get(name), `the files of the ${name} sheet`);

// States a selector names that no served document is in (hover, focus, an open modal...): matched as if they held.
const dynamicPseudo =
  /::?(before|after|placeholder|marker|backdrop|selection|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)|:(hover|focus-visible|focus-within|focus|active|visited|target|checked|disabled|invalid|user-invalid|open|popover-open|modal|placeholder-shown|autofill)\b/g;

/** Every selector of a stylesheet file, one per comma-separated part, through @media and @supports. */
function selectorsOf(file: string): string[] {
  const { document } = new JSDOM(`<style>${readFileSync(`${stylesDir}/${file}.css`, 'utf8')}</style>`).window;
  const selectors: string[] = [];
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      // Print rules (the calendar's print sheet: its @page margins, the chrome it hides on paper) style no page on a screen.
      if ('media' in rule && (rule as CSSMediaRule).media.mediaText === 'print') continue;
      if ('selectorText' in rule && (rule as CSSStyleRule).selectorText.startsWith('@')) continue;
      if ('selectorText' in rule) selectors.push(...(rule as CSSStyleRule).selectorText.split(/,(?![^(]*\))/).map((s) => s.trim()));
      else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  walk(must(document.styleSheets.item(0), `the rules of ${file}.css`).cssRules);
  return selectors;
}

describe('the sheet a page carries', () => {
  let t: TestApp;
  let paths: string[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    const sitemap = await request(t.app).get('/sitemap.xml');
    // Its pages: the changelog's Atom feed is listed beside them.
    paths = [...sitemap.text.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => capture(m, 1) || '/').filter((path) => path !== changesFeedPath);
  });
  afterAll(() => t.close());

  it('takes its files in the order client/styles/index.css gives every rule, and the site sheet’s files', () => {
    for (const name of sheetNames) {
      const order = filesOf(name).map((file) => allFiles.indexOf(file));
      expect({ name, order }).toEqual({ name, order: [...order].sort((a, b) => a - b) });
      expect(order).not.toContain(-1);
      expect(filesOf(name)).toEqual(expect.arrayContaining(filesOf('site')));
    }
  });

  // About fifty pages, each parsed into a DOM and queried with every rule left out of its sheet: seconds alone, more beside other suites.
  it('leaves out no rule that styles the page, on every page of the sitemap and the states a URL reaches', async () => {
    expect(paths.length).toBeGreaterThan(30);
    const selectors = allFiles.map((file) => [file, selectorsOf(file)] as const);
    const extra = ['/help?q=llc', '/pricing?step=3', '/blog?page=2', '/contact?sent=1', '/submitRequest?sent=1', '/no-such-page', '/blog/no-such-post', '/pricing/no-such-step'];
    const missing: string[] = [];
    for (const path of [...paths, ...extra]) {
      const html = (await request(t.app).get(path)).text;
      const sheet = sheetNames.find((name) => html.includes(`<style>${testSheetText(name)}</style>`));
      expect({ path, sheet }).toEqual({ path, sheet: expect.any(String) });
      const { document } = new JSDOM(html).window;
      for (const [file, fileSelectors] of selectors.filter(([f]) => !filesOf(sheet!).includes(f))) {
        for (const selector of fileSelectors) {
          const plain = selector.replace(dynamicPseudo, '').trim() || '*';
          if (document.querySelector(plain)) missing.push(`${path} (sheet ${sheet!}): ${file}.css ${selector}`);
        }
      }
    }
    expect(missing).toEqual([]);
  }, 120_000);
});
