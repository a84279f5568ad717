import path from 'node:path';
import sharp from 'sharp';
import { C } from './palette';
import { xmlEscape } from './svg-util';
import { publicDir, writeOutput, type WrittenFile } from './output';

/** System sans-serif stack for the word mark (browsers render the SVG logo). */
export const LOGO_FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Liberation Sans', Arial, sans-serif";

/**
 * The glyph drawn on the mark, in a 64×64 box: two ledger rows and a tick.
 * `scale` shrinks it around the centre (used for the maskable safe zone).
 */
export function markGlyph(scale = 1): string {
  const t = scale === 1 ? '' : ` transform="translate(32 32) scale(${scale}) translate(-32 -32)"`;
  return (
    `<g${t}>` +
    `<rect x="12" y="14" width="30" height="6" rx="3" fill="${C.white}"/>` +
    `<rect x="12" y="25" width="19" height="6" rx="3" fill="${C.white}" fill-opacity="0.78"/>` +
    `<rect x="12" y="36" width="11" height="6" rx="3" fill="${C.white}" fill-opacity="0.56"/>` +
    `<path d="M27.5 40.5 L35 48 L50 27" fill="none" stroke="${C.warm}" stroke-width="7" stroke-linecap="round" stroke-linejoin="round"/>` +
    `</g>`
  );
}

export type MarkVariant =
  /** Rounded square with transparent corners (favicon, "any" icons, logo). */
  | 'rounded'
  /** Full-bleed square (apple-touch-icon: iOS rounds the corners itself). */
  | 'square'
  /** Full-bleed square with the glyph inside the central 80 % safe zone. */
  | 'maskable';

/** The mark alone as a standalone SVG document, `size` px square. */
export function renderMarkSvg(size = 64, variant: MarkVariant = 'rounded'): string {
  const bg =
    variant === 'rounded'
      ? `<rect width="64" height="64" rx="14" fill="${C.accent}"/>`
      : `<rect width="64" height="64" fill="${C.accent}"/>`;
  const glyph = markGlyph(variant === 'maskable' ? 0.68 : variant === 'square' ? 0.9 : 1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${bg}${glyph}</svg>`;
}

/** The mark as an SVG fragment placed at (x, y) with side `size`, for embedding in other artwork. */
export function markFragment(x: number, y: number, size: number): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${size / 64})">` +
    `<rect width="64" height="64" rx="14" fill="${C.accent}"/>${markGlyph()}</g>`
  );
}

/**
 * Horizontal logo: the mark plus the firm name in a system sans-serif stack.
 * Height 48; the width is estimated from the name length (no font metrics).
 */
export function renderLogoSvg(siteName: string): string {
  const fontSize = 26;
  const textX = 60;
  const width = Math.ceil(textX + siteName.length * fontSize * 0.6 + 4);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${xmlEscape(siteName)}">` +
    `<title>${xmlEscape(siteName)}</title>` +
    markFragment(0, 0, 48) +
    `<text x="${textX}" y="33" font-family="${xmlEscape(LOGO_FONT_STACK)}" font-size="${fontSize}" font-weight="700" letter-spacing="-0.3" fill="${C.ink}">${xmlEscape(siteName)}</text>` +
    `</svg>`
  );
}

/** Wrap PNG bytes in a one-entry ICO container (6-byte header + 16-byte directory entry). */
export function pngToIco(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // image count
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // palette colours
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14); // image data size
  header.writeUInt32LE(22, 18); // image data offset
  return Buffer.concat([header, png]);
}

async function png(svg: string, size: number, background?: string): Promise<Buffer> {
  let img = sharp(Buffer.from(svg)).resize(size, size);
  if (background) img = img.flatten({ background });
  return img.png({ compressionLevel: 9 }).toBuffer();
}

/** Write favicon.svg, favicon.ico, the PWA/Apple icons and logo.png into public/. */
export async function generateBrandAssets(): Promise<WrittenFile[]> {
  const out: WrittenFile[] = [];
  const at = (...p: string[]) => path.join(publicDir, ...p);

  out.push(await writeOutput(at('favicon.svg'), renderMarkSvg(64, 'rounded')));
  out.push(await writeOutput(at('favicon.ico'), pngToIco(await png(renderMarkSvg(32), 32), 32)));
  out.push(await writeOutput(at('icons', 'apple-touch-icon.png'), await png(renderMarkSvg(180, 'square'), 180, C.accent)));
  out.push(await writeOutput(at('icons', 'icon-192.png'), await png(renderMarkSvg(192), 192)));
  out.push(await writeOutput(at('icons', 'icon-512.png'), await png(renderMarkSvg(512), 512)));
  out.push(await writeOutput(at('icons', 'maskable-512.png'), await png(renderMarkSvg(512, 'maskable'), 512, C.accent)));
  out.push(await writeOutput(at('logo.png'), await png(renderMarkSvg(512), 512, C.white)));
  return out;
}
