import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * Inter (OFL) from its npm package, so the Docker image and every machine draw
 * the cards with the same letters without system fonts. WOFF, because satori
 * reads TTF, OTF and WOFF but not WOFF2.
 */
export async function loadCardFonts(): Promise<Array<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }>> {
  const file = (weight: number) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);
  const [regular, bold] = await Promise.all([readFile(file(400)), readFile(file(700))]);
  return [
    { name: 'Inter', data: regular, weight: 400, style: 'normal' },
    { name: 'Inter', data: bold, weight: 700, style: 'normal' },
  ];
}
