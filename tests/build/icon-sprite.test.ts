import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AssetManifest } from '../../server/assets.server';
import { iconSpriteUrl, lucideGlyphFor } from '../../shared/components/icon-sprite';

describe('the icon sprite', () => {
  const sprite = readFileSync(`public${iconSpriteUrl}`, 'utf8');

  it('has a drawn symbol for every icon a page can name (run `npm run images` after adding one)', () => {
    for (const name of Object.keys(lucideGlyphFor)) {
      const symbol = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite);
      expect([name, Boolean(symbol?.[1].match(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/))]).toEqual([name, true]);
    }
  });

  it('is small and carries nothing but shapes', () => {
    expect(Buffer.byteLength(sprite)).toBeLessThan(16 * 1024);
    expect(sprite).not.toMatch(/<script|on\w+=|href=/i);
  });
});

describe('the built icon sprite', () => {
  const dist = path.resolve('dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as AssetManifest;
  const drawn = readFileSync(`public${iconSpriteUrl}`);

  it('is the drawn sprite under a name that changes with its content, so it can be cached for a year', () => {
    const hash = createHash('sha256').update(drawn).digest('hex').slice(0, 12);
    expect(manifest.icons).toBe(`/assets/media/icons-${hash}.svg`);
    expect(readFileSync(path.join(dist, manifest.icons))).toEqual(drawn);
  });

  it('ships precompressed, like the scripts and the stylesheet', () => {
    const file = path.join(dist, manifest.icons);
    expect(brotliDecompressSync(readFileSync(`${file}.br`))).toEqual(drawn);
    expect(gunzipSync(readFileSync(`${file}.gz`))).toEqual(drawn);
  });
});
