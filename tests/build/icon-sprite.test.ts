import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AssetManifest } from '../../server/assets.server';
import { lucideGlyphFor } from '../../shared/components/icon-sprite';
import { drawIconSprite } from '../../scripts/icon-sprite';

describe('the icon sprite drawn from lucide-static', () => {
  let sprite: string;
  beforeAll(async () => {
    sprite = await drawIconSprite();
  });

  it('has a symbol with shapes for every icon a page can name', () => {
    for (const name of Object.keys(lucideGlyphFor)) {
      const symbol = new RegExp(`<symbol id="${name}" viewBox="0 0 24 24">(.*?)</symbol>`).exec(sprite);
      expect([name, Boolean(symbol?.[1]?.match(/<(path|circle|rect|line|polyline|polygon|ellipse)\b/))]).toEqual([name, true]);
    }
  });

  it('takes each glyph as Lucide ships it', () => {
    const check = /<symbol id="check" viewBox="0 0 24 24">(.*?)<\/symbol>/.exec(sprite)![1];
    expect(check).toBe('<path d="M20 6 9 17l-5-5"/>');
  });

  it('is small and carries nothing but shapes', () => {
    expect(Buffer.byteLength(sprite)).toBeLessThan(16 * 1024);
    expect(sprite).not.toMatch(/<script|on\w+=|href=|<!--|class=/i);
  });
});

describe('the built icon sprite', () => {
  const dist = path.resolve('dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as AssetManifest;
  let drawn: Buffer;
  beforeAll(async () => {
    drawn = Buffer.from(await drawIconSprite());
  });

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
