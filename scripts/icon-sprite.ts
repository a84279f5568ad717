import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { lucideGlyphFor } from '../shared/components/icon-sprite';

const require = createRequire(import.meta.url);

/** The shapes inside one of lucide-static's SVG files: its root element's children. */
function shapesOf(svg: string, glyph: string): string {
  const inner = /<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1]?.trim();
  if (!inner) throw new Error(`lucide-static: no shapes in ${glyph}.svg`);
  return inner.replace(/\s*\n\s*/g, '').replace(/\s+\/>/g, '/>');
}

/**
 * One <symbol> per icon the site names, from Lucide's own SVG files (ISC): the
 * page's <svg> sets stroke and fill, so the sprite carries geometry only.
 */
export async function drawIconSprite(): Promise<string> {
  const symbols = await Promise.all(
    Object.entries(lucideGlyphFor).map(async ([name, glyph]) => {
      const svg = await readFile(require.resolve(`lucide-static/icons/${glyph}.svg`), 'utf8');
      return `<symbol id="${name}" viewBox="0 0 24 24">${shapesOf(svg, glyph)}</symbol>`;
    }),
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
