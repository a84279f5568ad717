import { readFileSync } from 'node:fs';
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
