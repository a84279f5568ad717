import { inlineStylesheet } from '../../server/inline-stylesheet.server';
import type { Assets } from '../../server/assets.server';

const assetsWith = (css: string | undefined): Assets => ({
  manifest: { entry: '/assets/entry-A.js', entryImports: [], app: [], css: '/assets/styles-A.css', icons: '/assets/media/icons-A.svg', pages: {} },
  files: new Map(css === undefined ? [] : [['/assets/styles-A.css', { status: 200, headers: [], identity: Buffer.from(css), tag: 'A' }]]),
});

describe('inlineStylesheet', () => {
  it('gives the text and the CSP source of its sha256 (the example from the CSP spec)', () => {
    // CSP3 §8.3: the hash of "alert('Hello, world.');" in base64.
    expect(inlineStylesheet(assetsWith("alert('Hello, world.');")).cspSource).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    expect(inlineStylesheet(assetsWith('body{color:red}')).css).toBe('body{color:red}');
  });

  it('refuses a stylesheet the build did not produce, or one that could end its own <style> element', () => {
    expect(() => inlineStylesheet(assetsWith(undefined))).toThrow(/missing/);
    expect(() => inlineStylesheet(assetsWith('a::after{content:"</STYLE><script>"}'))).toThrow(/<\/style/);
  });
});
