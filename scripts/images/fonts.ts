import { execFileSync } from 'node:child_process';

/** Families we are happy to render text with, best first. */
const PREFERRED = ['Liberation Sans', 'DejaVu Sans', 'Arial', 'Helvetica'];

let cached: string[] | undefined;

/** Font families fontconfig reports as installed (empty if fc-list is unavailable). */
export function installedFamilies(): string[] {
  if (cached) return cached;
  try {
    const out = execFileSync('fc-list', [':', 'family'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    cached = [...new Set(out.split('\n').flatMap((l) => l.split(',')).map((f) => f.trim()).filter(Boolean))];
  } catch {
    cached = [];
  }
  return cached;
}

/**
 * A font-family list for text rendered by librsvg (sharp), starting with the
 * first preferred family that is actually installed, then the generic stack
 * 'DejaVu Sans, Liberation Sans, Arial, sans-serif'.
 */
export function fontStack(): string {
  const have = new Set(installedFamilies().map((f) => f.toLowerCase()));
  const present = PREFERRED.find((f) => have.has(f.toLowerCase()));
  const stack = ['DejaVu Sans', 'Liberation Sans', 'Arial', 'sans-serif'];
  const ordered = present ? [present, ...stack.filter((f) => f !== present)] : stack;
  return ordered.map((f) => (f.includes(' ') ? `'${f}'` : f)).join(', ');
}

/** Average advance width of the chosen family as a fraction of the font size (for word-wrap estimates). */
export function avgCharWidth(bold = true): number {
  const first = fontStack().split(',')[0].replace(/'/g, '').trim();
  // DejaVu is noticeably wider than Liberation/Arial.
  if (first === 'DejaVu Sans') return bold ? 0.63 : 0.56;
  return bold ? 0.56 : 0.5;
}
