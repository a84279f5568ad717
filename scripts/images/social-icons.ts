import path from 'node:path';
import { siFacebook, siInstagram, siX } from 'simple-icons';
import { publicDir, writeOutput, type WrittenFile } from './output';

/**
 * The footer's social marks as static white SVG files (simple-icons, CC0): the
 * footer is on every page, so its glyphs stay out of the first-load JavaScript.
 * LinkedIn asked simple-icons to remove its logo, so its glyph is a plain "in" monogram drawn here.
 */
const linkedinPath =
  'M4.98 3.5A2.5 2.5 0 1 1 5 8.5a2.5 2.5 0 0 1-.02-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.05c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.78 2.65 4.78 6.1V21h-4v-5c0-1.2-.02-2.74-1.67-2.74-1.67 0-1.93 1.3-1.93 2.65V21h-4z';

const glyphs = { facebook: siFacebook.path, instagram: siInstagram.path, linkedin: linkedinPath, twitter: siX.path };

export async function generateSocialIcons(): Promise<WrittenFile[]> {
  return Promise.all(
    Object.entries(glyphs).map(([name, d]) =>
      writeOutput(
        path.join(publicDir, 'images', 'social', `${name}.svg`),
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="20" height="20"><path fill="#fff" d="${d}"/></svg>\n`,
      ),
    ),
  );
}
