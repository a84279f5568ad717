import { createHash } from 'node:crypto';
import type { Assets } from './assets.server';

/** The site's stylesheet as pages carry it inline, and the CSP source that allows exactly that text. */
export interface InlineStylesheet {
  css: string;
  /** `'sha256-…'` for the Content-Security-Policy's style-src. */
  cspSource: string;
}

/**
 * Pages carry the whole stylesheet in a <style> element (about 8 KiB
 * compressed): a separate render-blocking request costs a phone on a slow
 * network a round trip before the first paint, which the page's own bytes do not.
 */
export function inlineStylesheet(assets: Assets): InlineStylesheet {
  const file = assets.files.get(assets.manifest.css);
  if (!file) throw new Error(`the build's stylesheet ${assets.manifest.css} is missing from the assets`);
  const css = file.identity.toString('utf8');
  // The text goes into the page unescaped, so it must not be able to end its own element.
  if (/<\/style/i.test(css)) throw new Error(`the stylesheet ${assets.manifest.css} contains "</style", which would end the inline <style> early`);
  return { css, cspSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
}
