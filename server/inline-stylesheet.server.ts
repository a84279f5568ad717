import { createHash } from 'node:crypto';
import { routeFolders } from '../shared/content/generated/route-folders.server';
import type { Assets } from './assets.server';

/** The sheet of a document that names no page (an error page): the site's own rules. */
const siteSheet = 'site';

/** The stylesheets pages carry inline, and the CSP sources that allow exactly those texts. */
export interface InlineStylesheets {
  /** The text of the sheet a page carries in its <style> element, by the name its handle gives (shared/routes/<folder>/page.tsx). */
  forPage: (sheet: string | undefined) => string;
  /** `'sha256-…'` of every sheet, for the Content-Security-Policy's style-src (one header for every response). */
  cspSources: string[];
}

/**
 * Pages carry their stylesheet (the one their handle names) in a <style> element: a separate render-blocking
 * request costs a phone on a slow network a round trip before the first paint,
 * which the page's own bytes do not. The whole site's rules are 8 KB
 * compressed, which took the longer documents past the first round trip; a
 * page's sheet is 3–5 KB.
 */
export function inlineStylesheets(assets: Assets): InlineStylesheets {
  const texts = new Map<string, string>();
  for (const name of new Set<string>([siteSheet, ...Object.values(routeFolders).map((folder) => folder.page.handle.sheet)])) {
    const url = assets.manifest.sheets[name];
    const file = url === undefined ? undefined : assets.files.get(url);
    if (!file) throw new Error(`the build's stylesheet "${name}" (client/styles/sheets/${name}.css) is missing from the assets`);
    const css = file.identity.toString('utf8');
    // The text goes into the page unescaped, so it must not be able to end its own element.
    if (/<\/style/i.test(css)) throw new Error(`the stylesheet ${url ?? name} contains "</style", which would end the inline <style> early`);
    texts.set(name, css);
  }
  const sheetOf = (sheet: string | undefined) => texts.get(sheet ?? siteSheet) ?? '';
  return {
    forPage: sheetOf,
    cspSources: [...new Set(texts.values())].map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`),
  };
}
