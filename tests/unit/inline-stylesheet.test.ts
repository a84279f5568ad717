import { readdirSync } from 'node:fs';
import { inlineStylesheets } from '../../server/inline-stylesheet.server';
import type { Assets } from '../../server/assets.server';
import { folderHandle } from '../../server/ssr/routes.server';

// The build makes one sheet per file of client/styles/sheets/.
const names = readdirSync('client/styles/sheets')
  .filter((file) => file.endsWith('.css'))
  .map((file) => file.slice(0, -'.css'.length));

/** A build whose sheets have these texts (the site's sheet `site`, the others distinct and harmless unless given). */
function assetsWith(texts: Record<string, string | undefined>): Assets {
  const all: Record<string, string | undefined> = { ...Object.fromEntries(names.map((n) => [n, `:root{--sheet:${n}}`])), ...texts };
  const present = Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return {
    manifest: {
      entry: '/assets/entry-A.js',
      entryImports: [],
      hydrator: [],
      zoneWorker: '/assets/zone-worker.js',
      css: '/assets/styles-A.css',
      sheets: Object.fromEntries(present.map(([name]) => [name, `/assets/sheet-${name}-A.css`])),
      icons: '/assets/media/icons-A.svg',
      islands: {},
    },
    files: new Map(present.map(([name, css]) => [`/assets/sheet-${name}-A.css`, { status: 200, headers: [], identity: Buffer.from(css), tag: 'A' }])),
  };
}

describe('inlineStylesheets', () => {
  it("gives each page its group's sheet, the site's own to a document that names no page, and the CSP source of each sheet's sha256", () => {
    // CSP3 §8.3: the hash of "alert('Hello, world.');" in base64.
    const sheets = inlineStylesheets(assetsWith({ site: "alert('Hello, world.');", blog: 'body{color:red}' }));
    expect(sheets.forPage(folderHandle('blog-post').sheet)).toBe('body{color:red}');
    expect(sheets.forPage(folderHandle('blog').sheet)).toBe('body{color:red}');
    expect(sheets.forPage(folderHandle('legal').sheet)).toBe(':root{--sheet:help}');
    expect(sheets.forPage(undefined)).toBe("alert('Hello, world.');");
    expect(sheets.cspSources).toHaveLength(names.length);
    expect(sheets.cspSources).toContain("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('names each hash once when two sheets have the same text', () => {
    expect(inlineStylesheets(assetsWith({ blog: 'p{}', help: 'p{}' })).cspSources).toHaveLength(names.length - 1);
  });

  it('refuses a sheet the build did not produce, or one that could end its own <style> element', () => {
    expect(() => inlineStylesheets(assetsWith({ services: undefined }))).toThrow(/"services".*missing/);
    expect(() => inlineStylesheets(assetsWith({ help: 'a::after{content:"</STYLE><script>"}' }))).toThrow(/<\/style/);
  });
});
