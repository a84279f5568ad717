/**
 * Writes the integrated apps' and the social networks' logos (from
 * simple-icons) into public/images/. Photos, covers and the firm's mark are
 * content files, committed as they are. Run with `npm run images`.
 */
import { generateAppLogos } from './images/app-logos';
import { generateSocialIcons } from './images/social-icons';

async function main(): Promise<void> {
  const files = [...(await generateAppLogos()), ...(await generateSocialIcons())];
  for (const f of files) console.log(`${f.file.padEnd(48)} ${String(f.bytes).padStart(6)} B`);
  console.log(`wrote ${files.length} files`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
