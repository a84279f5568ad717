/**
 * Abstract, on-brand cover artwork for blog posts (1200×630, no text):
 * category-coloured shapes plus an icon-like motif per category.
 */
import { C, mix } from './palette';
import { markFragment } from './brand';
import { hash, n, rng } from './svg-util';

export const COVER_W = 1200;
export const COVER_H = 630;

export type CoverCategory = 'tax' | 'bookkeeping' | 'formation' | 'cfo' | 'zoho' | 'general';

/** Map a free-text front-matter category ("Tax", "Company Formation", …) to an art theme. */
export function coverCategory(category: unknown): CoverCategory {
  const c = String(category ?? '').toLowerCase();
  if (c.includes('zoho')) return 'zoho';
  if (c.includes('tax')) return 'tax';
  if (c.includes('book') || c.includes('account')) return 'bookkeeping';
  if (c.includes('formation') || c.includes('company') || c.includes('llc') || c.includes('incorporat')) return 'formation';
  if (c.includes('cfo') || c.includes('advis') || c.includes('finance')) return 'cfo';
  return 'general';
}

interface Theme {
  bg: string;
  shapeA: string;
  shapeB: string;
  dots: string;
  card: string;
}

const THEMES: Record<CoverCategory, Theme> = {
  tax: { bg: C.ink, shapeA: C.navy, shapeB: C.warm, dots: mix(C.ink, C.white, 0.25), card: C.white },
  bookkeeping: { bg: C.accentSoft, shapeA: mix(C.accent, C.white, 0.7), shapeB: C.accent, dots: mix(C.accent, C.white, 0.55), card: C.white },
  formation: { bg: C.navy, shapeA: mix(C.navy, C.white, 0.12), shapeB: C.accent, dots: mix(C.navy, C.white, 0.3), card: C.white },
  cfo: { bg: C.g50, shapeA: C.g200, shapeB: C.navy, dots: mix(C.g200, C.g500, 0.4), card: C.white },
  zoho: { bg: C.accent, shapeA: mix(C.accent, C.white, 0.15), shapeB: C.warm, dots: mix(C.accent, C.white, 0.35), card: C.white },
  general: { bg: mix(C.warm, C.white, 0.8), shapeA: mix(C.warm, C.white, 0.55), shapeB: C.navy, dots: mix(C.warm, C.g500, 0.3), card: C.white },
};

const shadow = (x: number, y: number, w: number, h: number, rx: number) =>
  `<rect x="${n(x + 10)}" y="${n(y + 16)}" width="${n(w)}" height="${n(h)}" rx="${rx}" fill="#000" fill-opacity="0.12"/>`;

/** Tax: a return form with a percent glyph, a calculator and a stack of coins. */
function taxMotif(): string {
  let s = '';
  s += `<g transform="rotate(-6 0 0)">` + shadow(-130, -170, 250, 320, 18);
  s += `<rect x="-130" y="-170" width="250" height="320" rx="18" fill="${C.white}"/>`;
  s += `<rect x="-130" y="-170" width="250" height="64" rx="18" fill="${C.accent}"/><rect x="-130" y="-124" width="250" height="18" fill="${C.accent}"/>`;
  s += `<circle cx="-60" cy="-30" r="22" fill="none" stroke="${C.ink}" stroke-width="14"/><circle cx="30" cy="50" r="22" fill="none" stroke="${C.ink}" stroke-width="14"/>`;
  s += `<path d="M40 -50 L-70 70" stroke="${C.warm}" stroke-width="18" stroke-linecap="round"/>`;
  for (let i = 0; i < 3; i++) s += `<rect x="-100" y="${100 + i * 0}" width="${190 - i * 50}" height="10" rx="5" fill="${C.g200}" transform="translate(0 ${i * 18})"/>`;
  s += `</g>`;
  // calculator
  s += shadow(80, 20, 150, 200, 18) + `<rect x="80" y="20" width="150" height="200" rx="18" fill="${C.navy}"/><rect x="98" y="38" width="114" height="44" rx="8" fill="${C.accentSoft}"/>`;
  s += `<rect x="150" y="54" width="50" height="12" rx="4" fill="${C.ink}"/>`;
  for (let i = 0; i < 9; i++) s += `<rect x="${98 + (i % 3) * 40}" y="${96 + Math.floor(i / 3) * 38}" width="32" height="28" rx="7" fill="${i === 8 ? C.warm : mix(C.navy, C.white, 0.25)}"/>`;
  // coins
  for (let i = 0; i < 4; i++) s += `<ellipse cx="-170" cy="${170 - i * 18}" rx="50" ry="16" fill="${mix(C.warm, '#8a5a2b', 0.3)}"/><ellipse cx="-170" cy="${164 - i * 18}" rx="50" ry="16" fill="${C.warm}"/>`;
  return s;
}

/** Bookkeeping: an open ledger with rows, a pencil and a reconciled tick. */
function bookkeepingMotif(): string {
  let s = '';
  s += `<path d="M-250 -130 Q-120 -170 0 -130 L0 170 Q-120 130 -250 170 Z" fill="#000" fill-opacity="0.12" transform="translate(12 16)"/>`;
  s += `<path d="M0 -130 Q120 -170 250 -130 L250 170 Q120 130 0 170 Z" fill="#000" fill-opacity="0.12" transform="translate(12 16)"/>`;
  s += `<path d="M-250 -130 Q-120 -170 0 -130 L0 170 Q-120 130 -250 170 Z" fill="${C.white}"/>`;
  s += `<path d="M0 -130 Q120 -170 250 -130 L250 170 Q120 130 0 170 Z" fill="${mix(C.white, C.g200, 0.4)}"/>`;
  s += `<path d="M0 -130 L0 170" stroke="${C.g200}" stroke-width="4"/>`;
  for (let i = 0; i < 7; i++) {
    const y = -90 + i * 34;
    s += `<path d="M-225 ${y} Q-120 ${y - 26} -25 ${y}" fill="none" stroke="${C.g200}" stroke-width="3"/>`;
    s += `<path d="M25 ${y} Q120 ${y - 26} 225 ${y}" fill="none" stroke="${C.g200}" stroke-width="3"/>`;
    if (i < 6) {
      s += `<rect x="-210" y="${y + 6 - 9 - (i < 3 ? 6 : 0) + 4}" width="${70 + ((i * 37) % 40)}" height="8" rx="4" fill="${C.ink}" fill-opacity="0.55"/>`;
      s += `<rect x="${-85 + ((i * 13) % 20)}" y="${y + 1}" width="${50 - ((i * 13) % 20)}" height="8" rx="4" fill="${i % 3 === 2 ? C.accent : C.ink}" fill-opacity="0.7"/>`;
      s += `<rect x="45" y="${y + 1}" width="${60 + ((i * 29) % 50)}" height="8" rx="4" fill="${C.ink}" fill-opacity="0.45"/>`;
      s += `<rect x="${170 - ((i * 11) % 20)}" y="${y + 1}" width="${40 + ((i * 11) % 20)}" height="8" rx="4" fill="${C.ink}" fill-opacity="0.65"/>`;
    }
  }
  s += `<circle cx="210" cy="140" r="62" fill="${C.accent}"/><path d="M180 140 L202 162 L242 118" fill="none" stroke="${C.white}" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<g transform="rotate(-35 -200 120)"><rect x="-290" y="110" width="200" height="26" rx="4" fill="${C.warm}"/><path d="M-90 110 L-50 123 L-90 136 Z" fill="${mix(C.warm, C.white, 0.6)}"/><path d="M-62 118 L-50 123 L-62 128 Z" fill="${C.ink}"/><rect x="-304" y="110" width="18" height="26" rx="4" fill="${C.g500}"/></g>`;
  return s;
}

/** Company formation: an office building, a striped flag and a sealed certificate. */
function formationMotif(): string {
  let s = '';
  // building
  s += shadow(-200, -150, 230, 330, 10) + `<rect x="-200" y="-150" width="230" height="330" rx="10" fill="${C.white}"/>`;
  s += `<rect x="-200" y="-150" width="230" height="36" rx="10" fill="${C.accent}"/>`;
  for (let r = 0; r < 5; r++)
    for (let c = 0; c < 4; c++) s += `<rect x="${-180 + c * 52}" y="${-96 + r * 48}" width="36" height="30" rx="4" fill="${(r + c) % 3 === 0 ? C.warm : mix(C.navy, C.white, 0.8)}"/>`;
  s += `<rect x="-110" y="130" width="50" height="50" fill="${C.navy}"/>`;
  // flag
  s += `<rect x="60" y="-200" width="8" height="260" fill="${C.g200}"/>`;
  s += `<g transform="translate(68 -196)">`;
  for (let i = 0; i < 7; i++) s += `<rect y="${i * 16}" width="170" height="16" fill="${i % 2 ? C.white : '#c8553d'}"/>`;
  s += `<rect width="72" height="64" fill="${C.ink}"/>`;
  for (let i = 0; i < 12; i++) s += `<circle cx="${12 + (i % 4) * 16}" cy="${12 + Math.floor(i / 4) * 20}" r="3.5" fill="${C.white}"/>`;
  s += `</g>`;
  // certificate with seal
  s += `<g transform="rotate(5 160 120)">` + shadow(70, 30, 220, 160, 10);
  s += `<rect x="70" y="30" width="220" height="160" rx="10" fill="${C.white}" stroke="${C.warm}" stroke-width="6"/>`;
  s += `<rect x="100" y="60" width="160" height="12" rx="6" fill="${C.navy}"/><rect x="100" y="86" width="120" height="8" rx="4" fill="${C.g200}"/><rect x="100" y="104" width="140" height="8" rx="4" fill="${C.g200}"/>`;
  s += `<path d="M240 150 L228 205 L248 192 L262 210 L262 150 Z" fill="${C.accent}"/><circle cx="248" cy="150" r="26" fill="${C.warm}"/><circle cx="248" cy="150" r="15" fill="none" stroke="${C.white}" stroke-width="4"/>`;
  s += `</g>`;
  return s;
}

/** CFO advisory: a dashboard card with rising bars, a trend arrow and a donut. */
function cfoMotif(): string {
  let s = '';
  s += shadow(-240, -150, 340, 280, 22) + `<rect x="-240" y="-150" width="340" height="280" rx="22" fill="${C.white}"/>`;
  s += `<rect x="-210" y="-120" width="120" height="14" rx="7" fill="${C.ink}"/><rect x="-210" y="-96" width="80" height="10" rx="5" fill="${C.g200}"/>`;
  const bars = [50, 80, 70, 110, 130, 170];
  bars.forEach((b, i) => {
    s += `<rect x="${-205 + i * 50}" y="${100 - b}" width="34" height="${b}" rx="6" fill="${i === 5 ? C.warm : i % 2 ? C.accent : C.navy}"/>`;
  });
  s += `<path d="M-220 40 L-130 -10 L-60 10 L40 -80" fill="none" stroke="${C.accent}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M10 -92 L52 -92 L52 -50" fill="none" stroke="${C.accent}" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>`;
  // donut card
  s += shadow(60, -10, 200, 200, 22) + `<rect x="60" y="-10" width="200" height="200" rx="22" fill="${C.white}"/>`;
  const parts: [number, string][] = [
    [0.45, C.accent],
    [0.25, C.navy],
    [0.18, C.warm],
    [0.12, C.g200],
  ];
  let a0 = -Math.PI / 2;
  for (const [p, col] of parts) {
    const a1 = a0 + p * Math.PI * 2;
    s += `<path d="M${n(160 + 62 * Math.cos(a0))} ${n(90 + 62 * Math.sin(a0))} A62 62 0 ${p > 0.5 ? 1 : 0} 1 ${n(160 + 62 * Math.cos(a1))} ${n(90 + 62 * Math.sin(a1))}" fill="none" stroke="${col}" stroke-width="30"/>`;
    a0 = a1;
  }
  return s;
}

/** Zoho advisory: four connected app tiles around a sync hub. */
function zohoMotif(): string {
  let s = '';
  const tiles: [number, number, string, string][] = [
    [-190, -160, C.white, 'mail'],
    [70, -160, C.warm, 'chart'],
    [-190, 60, C.accentSoft, 'doc'],
    [70, 60, C.navy, 'gear'],
  ];
  for (const [x, y] of tiles) s += `<path d="M${x + 60} ${y + 60} L0 0" stroke="${C.white}" stroke-opacity="0.7" stroke-width="8" stroke-dasharray="4 14" stroke-linecap="round"/>`;
  for (const [x, y, col, icon] of tiles) {
    s += shadow(x, y, 120, 120, 28) + `<rect x="${x}" y="${y}" width="120" height="120" rx="28" fill="${col}"/>`;
    const g = col === C.navy ? C.white : C.ink;
    const cx = x + 60;
    const cy = y + 60;
    if (icon === 'mail') s += `<rect x="${cx - 34}" y="${cy - 24}" width="68" height="48" rx="6" fill="none" stroke="${C.accent}" stroke-width="7"/><path d="M${cx - 30} ${cy - 18} L${cx} ${cy + 4} L${cx + 30} ${cy - 18}" fill="none" stroke="${C.accent}" stroke-width="7" stroke-linejoin="round"/>`;
    if (icon === 'chart') for (let i = 0; i < 4; i++) s += `<rect x="${cx - 36 + i * 19}" y="${cy + 30 - (20 + i * 14)}" width="13" height="${20 + i * 14}" rx="3" fill="${C.ink}"/>`;
    if (icon === 'doc') s += `<rect x="${cx - 26}" y="${cy - 34}" width="52" height="68" rx="6" fill="${C.white}" stroke="${C.accent}" stroke-width="6"/>` + [0, 1, 2].map((i) => `<rect x="${cx - 16}" y="${cy - 18 + i * 14}" width="${32 - i * 8}" height="6" rx="3" fill="${g}"/>`).join('');
    if (icon === 'gear') {
      for (let i = 0; i < 8; i++) s += `<rect x="${cx - 7}" y="${cy - 40}" width="14" height="18" rx="3" fill="${g}" transform="rotate(${i * 45} ${cx} ${cy})"/>`;
      s += `<circle cx="${cx}" cy="${cy}" r="26" fill="${g}"/><circle cx="${cx}" cy="${cy}" r="11" fill="${C.navy}"/>`;
    }
  }
  s += `<circle cx="0" cy="0" r="58" fill="${C.ink}"/>`;
  s += `<path d="M-26 -8 A28 28 0 0 1 24 -14" fill="none" stroke="${C.warm}" stroke-width="9" stroke-linecap="round"/><path d="M14 -26 L26 -12 L8 -4" fill="none" stroke="${C.warm}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<path d="M26 8 A28 28 0 0 1 -24 14" fill="none" stroke="${C.white}" stroke-width="9" stroke-linecap="round"/><path d="M-14 26 L-26 12 L-8 4" fill="none" stroke="${C.white}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>`;
  return s;
}

/** Any other category: stacked documents with the brand mark. */
function generalMotif(): string {
  let s = '';
  for (let i = 2; i >= 0; i--) {
    s += `<g transform="rotate(${(i - 1) * 7})">` + shadow(-120, -160, 240, 310, 18) + `<rect x="-120" y="-160" width="240" height="310" rx="18" fill="${[C.white, C.accentSoft, mix(C.warm, C.white, 0.5)][i]}"/>`;
    if (i === 0) {
      s += markFragment(-90, -130, 64);
      for (let k = 0; k < 6; k++) s += `<rect x="-90" y="${-40 + k * 28}" width="${170 - (k % 3) * 40}" height="10" rx="5" fill="${C.g200}"/>`;
    }
    s += `</g>`;
  }
  return s;
}

const MOTIFS: Record<CoverCategory, () => string> = {
  tax: taxMotif,
  bookkeeping: bookkeepingMotif,
  formation: formationMotif,
  cfo: cfoMotif,
  zoho: zohoMotif,
  general: generalMotif,
};

/**
 * The cover as an SVG document rendered at `width` (height keeps 1200:630).
 * `variant` (0–2) picks the background layout; by default it is derived from the id.
 */
export function renderBlogCoverSvg(opts: { id: string; category: unknown; variant?: number }, width: number = COVER_W): string {
  const cat = coverCategory(opts.category);
  const t = THEMES[cat];
  const seed = hash(`${opts.id}:${cat}`);
  const r = rng(seed);
  const flip = seed % 2 === 1; // motif on the left or the right
  const mx = flip ? 380 : 820;
  let s = `<rect width="${COVER_W}" height="${COVER_H}" fill="${t.bg}"/>`;
  // the "away" side is the half without the motif; decoration lives mostly there
  const away = (a: number, b: number) => (flip ? COVER_W - a - r() * b : a + r() * b);
  const variant = (opts.variant ?? seed >>> 3) % 3;
  // soft disc behind the motif (all variants)
  const disc = `<circle cx="${n(mx + (r() - 0.5) * 160)}" cy="${n(315 + (r() - 0.5) * 120)}" r="${n(250 + r() * 40)}" fill="${t.shapeA}" fill-opacity="0.7"/>`;
  if (variant === 0) {
    // big circle, diagonal wedge, ring and dot grid
    s += `<circle cx="${n(away(100, 200))}" cy="${n(80 + r() * 470)}" r="${n(220 + r() * 120)}" fill="${t.shapeA}"/>` + disc;
    s += `<circle cx="${n(away(260, 140))}" cy="${n(330 + r() * 40)}" r="${n(50 + r() * 30)}" fill="none" stroke="${t.shapeB}" stroke-width="18"/>`;
    const band = 60 + r() * 180;
    s += `<path d="M${n(flip ? COVER_W - band : band)} ${COVER_H} L${n(flip ? COVER_W - band - 260 : band + 260)} ${COVER_H} L${n(flip ? COVER_W - band - 60 : band + 60)} ${n(COVER_H - 170)} Z" fill="${t.shapeB}" fill-opacity="0.9"/>`;
  } else if (variant === 1) {
    // parallel diagonal stripes sweeping across the away side
    const x0 = away(40, 120);
    const dir = flip ? -1 : 1;
    for (let i = 0; i < 3; i++) {
      const x = x0 + dir * i * 95;
      s += `<path d="M${n(x)} ${COVER_H + 20} L${n(x + dir * 60)} ${COVER_H + 20} L${n(x + dir * 420)} -20 L${n(x + dir * 360)} -20 Z" fill="${i === 1 ? t.shapeB : t.shapeA}" fill-opacity="${i === 1 ? 0.85 : 1}"/>`;
    }
    s += disc;
    s += `<circle cx="${n(away(300, 120))}" cy="${n(120 + r() * 60)}" r="${n(40 + r() * 20)}" fill="none" stroke="${C.warm}" stroke-width="14"/>`;
  } else {
    // rising half-disc from the bottom edge with concentric rings and sparkles
    const cx = away(200, 160);
    s += `<circle cx="${n(cx)}" cy="${COVER_H + 40}" r="330" fill="${t.shapeA}"/><circle cx="${n(cx)}" cy="${COVER_H + 40}" r="230" fill="none" stroke="${t.shapeB}" stroke-width="16" stroke-opacity="0.9"/><circle cx="${n(cx)}" cy="${COVER_H + 40}" r="150" fill="${t.bg}"/>`;
    s += disc;
    for (let i = 0; i < 3; i++) {
      const px = away(120 + i * 110, 60);
      const py = 90 + r() * 160;
      const k = 10 + r() * 8;
      s += `<path d="M${n(px - k)} ${n(py)} H${n(px + k)} M${n(px)} ${n(py - k)} V${n(py + k)}" stroke="${i === 1 ? C.warm : t.shapeB}" stroke-width="6" stroke-linecap="round"/>`;
    }
  }
  // dot grid and a small tilted square
  const gx = flip ? 920 + r() * 120 : 60 + r() * 120;
  const gy = variant === 1 ? 420 + r() * 60 : 40 + r() * 120;
  for (let i = 0; i < 6; i++) for (let j = 0; j < 5; j++) s += `<circle cx="${n(gx + i * 24)}" cy="${n(gy + j * 24)}" r="4" fill="${t.dots}"/>`;
  const sx = flip ? 700 + r() * 300 : 200 + r() * 300;
  const sy = 470 + r() * 100;
  s += `<rect x="${n(sx - 13)}" y="${n(sy - 13)}" width="26" height="26" rx="6" fill="${C.warm}" fill-opacity="0.9" transform="rotate(${n(r() * 45)} ${n(sx)} ${n(sy)})"/>`;
  // the category motif, slightly turned and scaled per post
  const rot = (r() - 0.5) * 8;
  const scale = 0.92 + r() * 0.12;
  s += `<g transform="translate(${mx} 315) rotate(${n(rot)}) scale(${scale.toFixed(2)})">${MOTIFS[cat]()}</g>`;
  const height = Math.round((width * COVER_H) / COVER_W);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${COVER_W} ${COVER_H}">${s}</svg>`;
}
