import path from 'node:path';
import { lucideGlyphFor } from '../../shared/components/icon-sprite';
import { publicDir, writeOutput, type WrittenFile } from './output';

type IconNode = Array<[string, Record<string, string>]>;

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One <symbol> per icon, drawn from lucide-react's own glyph data; the page's <svg> sets stroke and fill. */
export async function generateIconSprite(): Promise<WrittenFile[]> {
  const symbols: string[] = [];
  for (const [name, glyph] of Object.entries(lucideGlyphFor)) {
    const module = (await import(`lucide-react/icons/${glyph}`)) as { __iconData: { node: IconNode } };
    const shapes = module.__iconData.node
      .map(([tag, attrs]) => `<${tag} ${Object.entries(attrs).filter(([key]) => key !== 'key').map(([key, value]) => `${key}="${escapeAttr(String(value))}"`).join(' ')}/>`)
      .join('');
    symbols.push(`<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  return [await writeOutput(path.join(publicDir, 'images', 'icons.svg'), svg)];
}
