import sharp from 'sharp';
import { markFragment } from './brand';
import { avgCharWidth, fontStack } from './fonts';
import { C } from './palette';
import { xmlEscape } from './svg-util';

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const;

export interface SocialCardOptions {
  title: string;
  eyebrow?: string;
  siteName: string;
}

const LEFT = 88;
const TEXT_WIDTH = 1200 - LEFT - 150;
const MAX_LINES = 3;

/**
 * Greedy word-wrap on character count. Words longer than a line are split.
 * Returns at most `maxLines` lines; overflow is cut with an ellipsis.
 */
export function wrapText(input: string, maxChars: number, maxLines: number = MAX_LINES): { lines: string[]; truncated: boolean } {
  const words = input.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (let word of words) {
    while (word.length > maxChars) {
      if (line) {
        lines.push(line);
        line = '';
      }
      lines.push(word.slice(0, maxChars - 1) + '-');
      word = word.slice(maxChars - 1);
    }
    if (!line) line = word;
    else if (line.length + 1 + word.length <= maxChars) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return { lines, truncated: false };
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1];
  while (last.length > maxChars - 1 && last.includes(' ')) last = last.slice(0, last.lastIndexOf(' '));
  kept[maxLines - 1] = last.replace(/[\s,.;:–—-]+$/, '') + '…';
  return { lines: kept, truncated: true };
}

/** Pick the largest title size whose wrap fits in three lines (smallest size truncates). */
function layoutTitle(title: string): { size: number; lines: string[] } {
  const sizes = [76, 68, 60, 54];
  const cw = avgCharWidth(true);
  for (const size of sizes) {
    const maxChars = Math.floor(TEXT_WIDTH / (size * cw));
    const { lines, truncated } = wrapText(title, maxChars);
    if (!truncated) return { size, lines };
  }
  const size = sizes[sizes.length - 1];
  return { size, lines: wrapText(title, Math.floor(TEXT_WIDTH / (size * cw))).lines };
}

/** The card as SVG (1200×630). All text is XML-escaped. */
export function renderSocialCardSvg(opts: SocialCardOptions): string {
  const { width: W, height: H } = SOCIAL_CARD_SIZE;
  const font = xmlEscape(fontStack());
  const { size, lines } = layoutTitle(opts.title || opts.siteName);
  const lineHeight = Math.round(size * 1.14);
  const eyebrow = opts.eyebrow?.trim();
  // vertically centre the eyebrow + title block between the mark and the footer
  const blockTop = 150;
  const blockBottom = 500;
  const eyebrowH = eyebrow ? 56 : 0;
  const titleH = lineHeight * lines.length;
  const top = blockTop + Math.max(0, (blockBottom - blockTop - eyebrowH - titleH) / 2);
  let s = `<rect width="${W}" height="${H}" fill="${C.ink}"/>`;
  // decoration, kept to the right-hand side
  s += `<circle cx="1110" cy="70" r="250" fill="${C.navy}"/>`;
  s += `<circle cx="1135" cy="560" r="64" fill="none" stroke="${C.warm}" stroke-width="16"/>`;
  for (let i = 0; i < 5; i++) for (let j = 0; j < 4; j++) s += `<circle cx="${1020 + i * 22}" cy="${330 + j * 22}" r="3.5" fill="${C.navy}"/>`;
  // accent bar
  s += `<rect x="0" y="0" width="16" height="${H}" fill="${C.accent}"/>`;
  s += markFragment(LEFT, 64, 64);
  let y = top;
  if (eyebrow) {
    s += `<text x="${LEFT}" y="${y + 30}" font-family="${font}" font-size="26" font-weight="700" letter-spacing="3" fill="${C.warm}">${xmlEscape(eyebrow.toUpperCase())}</text>`;
    y += eyebrowH;
  }
  lines.forEach((line, i) => {
    s += `<text x="${LEFT}" y="${Math.round(y + size * 0.92 + i * lineHeight)}" font-family="${font}" font-size="${size}" font-weight="700" fill="${C.white}">${xmlEscape(line)}</text>`;
  });
  // footer
  s += `<rect x="${LEFT}" y="530" width="64" height="4" rx="2" fill="${C.accent}"/>`;
  s += `<text x="${LEFT}" y="580" font-family="${font}" font-size="30" font-weight="700" fill="${C.accentSoft}">${xmlEscape(opts.siteName)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${s}</svg>`;
}

/** Open Graph / Twitter card as a palette PNG (1200×630, typically 30–60 KB). */
export async function renderSocialCard(opts: SocialCardOptions): Promise<Buffer> {
  return sharp(Buffer.from(renderSocialCardSvg(opts)))
    .png({ palette: true, quality: 90, effort: 10, compressionLevel: 9 })
    .toBuffer();
}
