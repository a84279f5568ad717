/**
 * Generate every static image the site ships: event photos, blog covers,
 * and brand icons (social cards are made by the build, with the configured name). Idempotent: outputs are
 * overwritten on each run. Run with `npm run images`.
 */
import { generateAppLogos } from './images/app-logos';
import { generateSocialIcons } from './images/social-icons';
import { generateIconSprite } from './images/icon-sprite';
import { generateBlogCovers } from './images/blog-covers';
import { generateBrandAssets } from './images/brand';
import { generateEventPhotos } from './images/event-photos';
import type { WrittenFile } from './images/output';

const steps: [string, () => Promise<WrittenFile[]>][] = [
  ['brand', generateBrandAssets],
  ['app logos', generateAppLogos],
  ['social icons', generateSocialIcons],
  ['icon sprite', generateIconSprite],
  ['event photos', () => generateEventPhotos()],
  ['blog covers', () => generateBlogCovers()],
];

function kb(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`;
}

async function main(): Promise<void> {
  const started = Date.now();
  let total = 0;
  let count = 0;
  for (const [name, run] of steps) {
    const t = Date.now();
    const files = await run();
    console.log(`\n${name}: ${files.length} file(s) in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    for (const f of files) {
      console.log(`  ${f.file.padEnd(64)} ${kb(f.bytes).padStart(9)}`);
      total += f.bytes;
    }
    count += files.length;
  }
  console.log(`\nwrote ${count} files, ${kb(total)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
