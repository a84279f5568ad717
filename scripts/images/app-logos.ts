import path from 'node:path';
import * as icons from 'simple-icons';
import { apps as integratedApps } from '../../shared/content/generated/apps';
import { publicDir, writeOutput, type WrittenFile } from './output';

/**
 * The integrated apps' marks as small static SVG files (simple-icons, CC0), in
 * the site's ink colour: served as images, so no page ships the glyphs in its JavaScript.
 */
const ink = '#0f1f3d';

export async function generateAppLogos(): Promise<WrittenFile[]> {
  const bySlug = new Map(
    Object.values(icons)
      .filter((i): i is icons.SimpleIcon => typeof i === 'object' && 'slug' in i)
      .map((i) => [i.slug, i]),
  );
  const written: WrittenFile[] = [];
  for (const app of integratedApps) {
    if (!app.iconSlug) continue;
    const icon = bySlug.get(app.iconSlug);
    if (!icon) throw new Error(`simple-icons has no "${app.iconSlug}" (for ${app.name})`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24"><path fill="${ink}" d="${icon.path}"/></svg>\n`;
    written.push(await writeOutput(path.join(publicDir, 'images', 'logos', `${app.iconSlug}.svg`), svg));
  }
  return written;
}
