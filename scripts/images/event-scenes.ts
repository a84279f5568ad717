/**
 * The 20 event "photos": flat illustrations of a finance/accounting meetup,
 * composed from figures.ts and props.ts. Each scene draws in a 960×720 box.
 */
import { C, mix } from './palette';
import { bustBack, randomLook, seated, standing, type Look } from './figures';
import { markFragment } from './brand';
import {
  banner,
  beam,
  chairBacks,
  chairFront,
  cityWindow,
  cup,
  desk,
  highTable,
  laptopBack,
  laptopFront,
  monitor,
  pendant,
  plant,
  rollup,
  slide,
  stringLights,
  tableFront,
  vignette,
  whiteboard,
} from './props';
import { n, rng } from './svg-util';

export const SCENE_W = 960;
export const SCENE_H = 720;

type Rand = () => number;
interface Art {
  defs?: string;
  body: string;
  /** vignette strength (0 = none) */
  vignette?: number;
}
type Scene = (r: Rand, seed: number) => Art;

const W = SCENE_W;
const H = SCENE_H;

function room(wall: string, floor: string, horizon: number, opts: { lines?: boolean; skirting?: string } = {}): string {
  let s = `<rect width="${W}" height="${horizon}" fill="${wall}"/><rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${floor}"/>`;
  s += `<rect y="${horizon - 8}" width="${W}" height="8" fill="${opts.skirting ?? mix(wall, '#000000', 0.12)}"/>`;
  if (opts.lines) {
    for (let i = -8; i <= 8; i++) s += `<path d="M${n(W / 2 + i * 40)} ${horizon} L${n(W / 2 + i * 190)} ${H}" stroke="#000" stroke-opacity="0.04" stroke-width="2"/>`;
  }
  return s;
}

/** Seated audience from behind, far rows first. Returns rows with optional raised hands. */
function audience(
  r: Rand,
  rows: { y: number; s: number; x0?: number; x1?: number; gap?: number }[],
  chair: string,
  opts: { raise?: [number, number][]; tops?: readonly string[]; empty?: number; silhouette?: string } = {},
): string {
  let s = '';
  rows.forEach((row, ri) => {
    const gap = row.gap ?? row.s * 1.25;
    const x0 = row.x0 ?? -row.s * 0.3 + (ri % 2) * gap * 0.5;
    const x1 = row.x1 ?? W + row.s;
    const xs: number[] = [];
    for (let x = x0; x <= x1; x += gap) xs.push(x);
    xs.forEach((x, i) => {
      if (r() < (opts.empty ?? 0.08)) return;
      const look: Look = randomLook(r, opts.tops);
      if (opts.silhouette) {
        look.top = opts.silhouette;
        look.hair = mix(opts.silhouette, '#000000', 0.3);
        look.skin = mix(opts.silhouette, '#ffffff', 0.08);
      }
      const raise = opts.raise?.some(([a, b]) => a === ri && b === i) ? (r() < 0.5 ? 'left' : 'right') : undefined;
      s += bustBack({ x: x + (r() - 0.5) * row.s * 0.15, base: row.y + (r() - 0.5) * row.s * 0.06, s: row.s * (0.92 + r() * 0.16), look, raise });
    });
    s += chairBacks(xs, row.y - row.s * 0.12, row.s * 1.05, row.s * 1.2, chair);
  });
  return s;
}

function people(r: Rand, count: number, tops?: readonly string[]): Look[] {
  return Array.from({ length: count }, () => randomLook(r, tops));
}

/* ------------------------------------------------------------------ scenes */

// 1. Conference hall, wide: stage, big slide with a bar chart, audience rows from behind.
const hall: Scene = (r, seed) => {
  let s = `<rect width="${W}" height="${H}" fill="${C.ink}"/>`;
  s += `<rect y="330" width="${W}" height="${H - 330}" fill="${mix(C.ink, C.navy, 0.5)}"/>`;
  s += beam(150, 0, 380, 260, 40, 0.06) + beam(810, 0, 380, 260, -40, 0.06);
  s += `<rect x="0" y="330" width="${W}" height="46" fill="${C.navy}"/><rect y="372" width="${W}" height="5" fill="${C.warm}" fill-opacity="0.8"/>`;
  s += slide(250, 50, 460, 258, 'bar', seed, { glow: true });
  s += `<rect x="60" y="120" width="130" height="190" fill="${C.navy}"/>` + markFragment(95, 170, 60);
  s += `<rect x="770" y="120" width="130" height="190" fill="${C.navy}"/>` + markFragment(805, 170, 60);
  s += standing({ x: 200, ground: 352, h: 140, look: randomLook(r), right: 'point', left: 'hold', leftProp: 'mic', shadow: false });
  s += `<path d="M730 300 L800 300 L790 352 L740 352 Z" fill="${C.accent}"/>`;
  s += audience(r, [
    { y: 440, s: 46 },
    { y: 505, s: 58 },
    { y: 585, s: 74 },
    { y: 685, s: 96 },
  ], mix(C.ink, C.navy, 0.2));
  return { body: s, vignette: 0.35 };
};

// 2. Speaker at a podium with a ledger slide.
const speaker: Scene = (r, seed) => {
  let s = room(C.g50, mix(C.g200, C.navy, 0.1), 560);
  s += `<rect x="0" y="0" width="${W}" height="40" fill="${C.g200}"/>`;
  s += `<rect x="0" y="540" width="${W}" height="40" fill="${C.navy}"/><rect y="576" width="${W}" height="6" fill="${C.accent}"/>`;
  s += slide(410, 80, 500, 300, 'ledger', seed);
  s += `<rect x="640" y="380" width="20" height="162" fill="${C.g500}"/>`;
  s += plant(60, 545, 210, seed);
  const look = randomLook(r);
  look.jacket = true;
  s += standing({ x: 255, ground: 700, h: 560, look, right: 'point', left: 'gesture', shadow: false });
  s += `<path d="M330 430 L470 430 L455 720 L345 720 Z" fill="${C.ink}"/><rect x="322" y="418" width="156" height="20" rx="4" fill="${C.navy}"/>`;
  s += markFragment(370, 480, 60);
  s += `<path d="M430 420 L460 360" stroke="#333a48" stroke-width="5" stroke-linecap="round"/><circle cx="462" cy="356" r="7" fill="#333a48"/>`;
  return { body: s, vignette: 0.18 };
};

// 3. Audience close-up from behind, screen with a line chart far ahead.
const audienceClose: Scene = (r, seed) => {
  let s = room(C.accentSoft, mix(C.accentSoft, C.navy, 0.25), 300);
  s += slide(300, 40, 360, 210, 'line', seed);
  s += standing({ x: 720, ground: 300, h: 110, look: randomLook(r), right: 'gesture', shadow: false });
  s += plant(860, 300, 120, seed + 1);
  s += audience(r, [
    { y: 380, s: 78, gap: 104 },
    { y: 520, s: 120, gap: 160 },
    { y: 710, s: 178, gap: 236 },
  ], C.navy, { empty: 0.02 });
  return { body: s, vignette: 0.22 };
};

// 4. Registration desk with badges, staff behind, attendees in front.
const registration: Scene = (r, seed) => {
  let s = room(mix(C.warm, C.white, 0.82), C.g200, 470, { lines: true });
  s += banner(280, 50, 400, 270, C.navy, seed);
  s += rollup(130, 470, 380, C.accent, seed + 1) + rollup(830, 470, 380, C.accent, seed + 2);
  const staff = people(r, 2, [C.accent, C.navy, C.white]);
  s += standing({ x: 370, ground: 600, h: 350, look: staff[0], right: 'front', rightProp: 'tablet', shadow: false });
  s += standing({ x: 590, ground: 600, h: 340, look: staff[1], left: 'shake', shadow: false });
  s += tableFront(110, 470, 740, 640, C.accent);
  for (let i = 0; i < 9; i++) {
    const bx = 150 + i * 48 + (i > 4 ? 220 : 0);
    if (bx > 800) break;
    s += `<rect x="${bx}" y="444" width="30" height="22" rx="3" fill="${C.white}"/><rect x="${bx}" y="444" width="30" height="7" rx="2" fill="${i % 2 ? C.warm : C.navy}"/>`;
  }
  s += markFragment(455, 520, 50);
  s += standing({ x: 230, ground: 800, h: 480, look: randomLook(r), back: true, shadow: false });
  s += standing({ x: 700, ground: 790, h: 470, look: randomLook(r), back: true, right: 'shake', shadow: false });
  return { body: s, vignette: 0.2 };
};

// 5. Laptop demo over someone's shoulder.
const laptopDemo: Scene = (r, seed) => {
  let s = `<rect width="${W}" height="${H}" fill="${mix(C.navy, C.white, 0.82)}"/>`;
  const win = cityWindow(560, 40, 380, 300, [mix(C.accentSoft, C.white, 0.3), C.accentSoft], seed, C.white, 'sky5');
  s += win.svg;
  s += `<rect y="470" width="${W}" height="${H - 470}" fill="${mix(C.warm, '#8a5a2b', 0.55)}"/><rect y="470" width="${W}" height="14" fill="${mix(C.warm, '#8a5a2b', 0.35)}"/>`;
  s += laptopFront(560, 580, 430, 'dashboard', seed);
  s += cup(860, 640, 70);
  s += `<rect x="70" y="590" width="150" height="100" rx="6" fill="${C.white}" transform="rotate(-10 145 640)"/>`;
  for (let i = 0; i < 4; i++) s += `<rect x="90" y="${610 + i * 18}" width="${100 - i * 12}" height="6" rx="3" fill="${C.g500}" fill-opacity="0.5" transform="rotate(-10 145 640)"/>`;
  // presenter's pointing hand from the right
  const sleeve = mix(C.accent, '#000000', 0.15);
  s += `<path d="M${W + 20} 520 L760 470 L700 440" fill="none" stroke="${sleeve}" stroke-width="46" stroke-linecap="round" stroke-linejoin="round"/>`;
  s += `<circle cx="694" cy="437" r="22" fill="${randomLook(r).skin}"/>`;
  s += bustBack({ x: 160, base: 790, s: 330, look: randomLook(r) });
  return { defs: win.defs, body: s, vignette: 0.2 };
};

// 6. Networking groups in front of a window.
const networking: Scene = (r, seed) => {
  const win = cityWindow(0, 40, W, 360, ['#bfe3f5', C.accentSoft], seed, C.g200, 'sky6');
  let s = `<rect width="${W}" height="${H}" fill="${C.g200}"/>` + win.svg;
  s += `<rect y="400" width="${W}" height="${H - 400}" fill="${mix(C.g200, C.g500, 0.25)}"/>`;
  s += highTable(165, 575, 200, C.white) + cup(165, 378, 20);
  s += standing({ x: 90, ground: 580, h: 330, look: randomLook(r), right: 'hold', rightProp: 'cup' });
  s += standing({ x: 240, ground: 585, h: 320, look: randomLook(r), left: 'gesture' });
  s += standing({ x: 430, ground: 560, h: 300, look: randomLook(r), right: 'hold', rightProp: 'glass' });
  s += standing({ x: 530, ground: 565, h: 310, look: randomLook(r), left: 'gesture', right: 'hold', rightProp: 'phone' });
  s += plant(640, 560, 180, seed);
  s += standing({ x: 740, ground: 700, h: 440, look: randomLook(r), back: true });
  s += standing({ x: 860, ground: 690, h: 420, look: randomLook(r), left: 'hold', leftProp: 'cup' });
  s += standing({ x: 330, ground: 760, h: 470, look: randomLook(r), back: true, right: 'gesture' });
  return { defs: win.defs, body: s, vignette: 0.15 };
};

// 7. Q&A with raised hands.
const qa: Scene = (r, seed) => {
  let s = room(C.navy, mix(C.navy, C.ink, 0.5), 330);
  s += slide(520, 40, 380, 220, 'pie', seed);
  s += `<rect x="0" y="300" width="${W}" height="40" fill="${C.ink}"/>`;
  s += standing({ x: 300, ground: 318, h: 170, look: randomLook(r), right: 'gesture', left: 'hold', leftProp: 'mic', shadow: false });
  s += standing({ x: 400, ground: 318, h: 160, look: randomLook(r), left: 'hip', shadow: false });
  s += audience(r, [
    { y: 420, s: 56 },
    { y: 500, s: 72 },
    { y: 600, s: 92 },
    { y: 730, s: 124 },
  ], mix(C.ink, C.g500, 0.3), { raise: [[1, 4], [2, 2], [0, 9]], empty: 0.04 });
  return { body: s, vignette: 0.3 };
};

// 8. Group photo in front of the banner.
const groupPhoto: Scene = (r, seed) => {
  let s = room(C.g50, C.g200, 560);
  s += banner(40, 30, 880, 420, C.accent, seed);
  const tops = [C.navy, C.white, C.accent, C.warm, C.g500, '#3d6fb6', mix(C.accent, C.white, 0.45)];
  for (let i = 0; i < 7; i++) s += standing({ x: 140 + i * 113, ground: 580, h: 370 + r() * 30, look: randomLook(r, tops), left: i === 3 ? 'wave' : 'down', shadow: false });
  for (let i = 0; i < 6; i++)
    s += standing({
      x: 195 + i * 114,
      ground: 730,
      h: 420 + r() * 30,
      look: randomLook(r, tops),
      right: i === 2 ? 'front' : i === 5 ? 'wave' : 'down',
      rightProp: i === 2 ? 'award' : undefined,
      left: i === 0 ? 'hip' : 'down',
    });
  return { body: s, vignette: 0.15 };
};

// 9. Coffee break at the buffet.
const coffee: Scene = (r, seed) => {
  let s = room(C.accentSoft, mix(C.warm, '#8a5a2b', 0.45), 450, { skirting: C.accent });
  s += pendant(240, 120, 60, C.accent) + pendant(480, 140, 60, C.accent) + pendant(720, 120, 60, C.accent);
  s += `<rect x="640" y="90" width="220" height="160" fill="${C.white}" stroke="${C.g200}" stroke-width="8"/>`;
  s += `<path d="M660 230 L720 160 L760 200 L800 140 L840 230 Z" fill="${C.accent}" fill-opacity="0.5"/><circle cx="820" cy="130" r="16" fill="${C.warm}"/>`;
  // urns and cups on the buffet
  s += tableFront(40, 470, 560, 600, C.white, C.g200);
  for (const ux of [90, 170]) s += `<rect x="${ux}" y="360" width="60" height="100" rx="10" fill="#b9bfcb"/><rect x="${ux + 10}" y="350" width="40" height="14" rx="4" fill="${C.g500}"/><rect x="${ux + 24}" y="440" width="12" height="18" fill="${C.ink}"/>`;
  for (let i = 0; i < 6; i++) s += cup(270 + i * 30, 466, 22, i % 2 ? C.white : C.accentSoft);
  s += `<ellipse cx="500" cy="462" rx="60" ry="12" fill="${C.white}" stroke="${C.g200}" stroke-width="3"/>`;
  for (let i = 0; i < 5; i++) s += `<ellipse cx="${468 + i * 16}" cy="${452 - (i % 2) * 4}" rx="12" ry="7" fill="${mix(C.warm, '#8a5a2b', 0.4)}"/>`;
  s += standing({ x: 720, ground: 640, h: 400, look: randomLook(r), right: 'hold', rightProp: 'cup', left: 'gesture' });
  s += standing({ x: 860, ground: 650, h: 410, look: randomLook(r), left: 'hold', leftProp: 'cup' });
  s += standing({ x: 230, ground: 800, h: 470, look: randomLook(r), back: true, right: 'gesture' });
  s += standing({ x: 470, ground: 790, h: 450, look: randomLook(r), back: true });
  return { body: s, vignette: 0.18 };
};

// 10. Whiteboard workshop.
const whiteboardScene: Scene = (r, seed) => {
  let s = room(mix(C.g50, C.warm, 0.06), C.g200, 520);
  s += whiteboard(120, 70, 560, 330, seed);
  s += plant(880, 520, 230, seed);
  s += standing({ x: 760, ground: 650, h: 520, look: randomLook(r), left: 'point', leftProp: 'marker', right: 'hold', rightProp: 'paper' });
  s += desk(-20, 620, 700, 760, mix(C.warm, '#8a5a2b', 0.5), C.g500);
  s += bustBack({ x: 150, base: 760, s: 190, look: randomLook(r) });
  s += bustBack({ x: 440, base: 770, s: 200, look: randomLook(r) });
  s += laptopBack(300, 640, 120, C.g500);
  return { body: s, vignette: 0.18 };
};

// 11. Panel discussion on stage.
const panel: Scene = (r, seed) => {
  let s = `<rect width="${W}" height="${H}" fill="${C.ink}"/>`;
  s += banner(60, 40, 840, 300, C.navy, seed);
  s += `<rect y="520" width="${W}" height="60" fill="${C.navy}"/><rect y="576" width="${W}" height="6" fill="${C.warm}"/><rect y="340" width="${W}" height="180" fill="${mix(C.ink, C.navy, 0.4)}"/>`;
  s += beam(200, 0, 560, 220, 20, 0.05) + beam(760, 0, 560, 220, -20, 0.05);
  const xs = [200, 387, 573, 760];
  xs.forEach((x, i) => {
    s += chairFront(x, 440, 100, i === 0 ? C.warm : C.accent, 530);
    s += seated({ x, hipY: 445, h: 230, look: randomLook(r), floor: 530, right: i === 1 ? 'gesture' : i === 0 ? 'hold' : 'down', rightProp: i === 0 ? 'mic' : undefined, left: i === 3 ? 'gesture' : 'down' });
    if (i < 3) s += `<rect x="${x + 70}" y="470" width="46" height="60" fill="${C.g500}"/><rect x="${x + 82}" y="454" width="10" height="16" fill="${C.white}" fill-opacity="0.7"/>`;
  });
  s += audience(r, [{ y: 680, s: 90 }], C.ink, { silhouette: mix(C.ink, C.navy, 0.3), empty: 0 });
  return { body: s, vignette: 0.32 };
};

// 12. Round-table workshop seen from above the crowd.
const roundTables: Scene = (r, seed) => {
  let s = room(mix(C.g50, C.accentSoft, 0.6), mix(C.g200, C.g500, 0.18), 200);
  s += `<rect x="360" y="30" width="240" height="140" fill="${C.white}" stroke="${C.g200}" stroke-width="6"/>`;
  s += slide(372, 42, 216, 116, 'dashboard', seed);
  const tables: [number, number, number][] = [
    [210, 330, 0.8],
    [750, 330, 0.8],
    [480, 560, 1.15],
  ];
  for (const [tx, ty, k] of tables) {
    const rx = 170 * k;
    const ry = 62 * k;
    for (let i = 0; i < 3; i++) s += seated({ x: tx - rx * 0.6 + i * rx * 0.6, hipY: ty - 4 * k, h: 200 * k, look: randomLook(r), right: i === 1 ? 'gesture' : 'down', left: i === 2 ? 'front' : 'down', leftProp: i === 2 ? 'paper' : undefined });
    s += `<ellipse cx="${tx}" cy="${ty + 34 * k}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="0.1"/><ellipse cx="${tx}" cy="${ty + 20 * k}" rx="${rx}" ry="${ry}" fill="${C.white}"/>`;
    s += `<rect x="${tx - 60 * k}" y="${ty + 4 * k}" width="${46 * k}" height="${32 * k}" fill="${C.accentSoft}" transform="rotate(-8 ${tx} ${ty})"/>`;
    s += `<rect x="${tx + 20 * k}" y="${ty + 10 * k}" width="${40 * k}" height="${28 * k}" fill="${mix(C.warm, C.white, 0.5)}" transform="rotate(10 ${tx} ${ty})"/>`;
    s += laptopBack(tx - 5 * k, ty + 40 * k, 60 * k, '#b9bfcb');
    s += cup(tx - 110 * k, ty + 30 * k, 18 * k) + cup(tx + 115 * k, ty + 26 * k, 18 * k);
    const xs = [tx - rx * 0.5, tx + rx * 0.5];
    const base = ty + ry + 70 * k;
    xs.forEach((bx) => (s += bustBack({ x: bx, base, s: 110 * k, look: randomLook(r) })));
    s += chairBacks(xs, base - 110 * k * 0.12, 110 * k * 1.05, 85 * k, C.navy);
  }
  s += plant(60, 250, 170, seed) + plant(900, 250, 170, seed + 1);
  return { body: s, vignette: 0.2 };
};

// 13. One-to-one consultation at a desk.
const consultation: Scene = (r, seed) => {
  const win = cityWindow(40, 50, 360, 330, ['#cfe8f7', C.accentSoft], seed, C.white, 'sky13');
  let s = `<rect width="${W}" height="${H}" fill="${mix(C.navy, C.white, 0.88)}"/>` + win.svg;
  // shelves
  s += `<rect x="560" y="40" width="340" height="360" fill="${C.white}"/>`;
  for (let sh = 0; sh < 3; sh++) {
    s += `<rect x="560" y="${150 + sh * 120}" width="340" height="10" fill="${C.g500}"/>`;
    let bx = 575;
    while (bx < 880) {
      const bw = 16 + r() * 18;
      const bh = 60 + r() * 40;
      s += `<rect x="${n(bx)}" y="${n(150 + sh * 120 - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${[C.navy, C.accent, C.warm, C.g500, C.accentSoft][Math.floor(r() * 5)]}"/>`;
      bx += bw + 3 + (r() < 0.15 ? 40 : 0);
    }
  }
  s += seated({ x: 540, hipY: 560, h: 470, look: randomLook(r), left: 'gesture', right: 'front', rightProp: 'paper' });
  s += `<rect y="520" width="${W}" height="${H - 520}" fill="${mix(C.warm, '#8a5a2b', 0.5)}"/><rect y="520" width="${W}" height="12" fill="${mix(C.warm, '#8a5a2b', 0.3)}"/>`;
  s += `<rect x="430" y="560" width="210" height="130" fill="${C.white}" transform="rotate(-4 535 625)"/>`;
  for (let i = 0; i < 6; i++) s += `<rect x="450" y="${578 + i * 17}" width="${170 - (i % 3) * 30}" height="6" rx="3" fill="${i === 0 ? C.accent : C.g500}" fill-opacity="0.6" transform="rotate(-4 535 625)"/>`;
  s += `<rect x="700" y="570" width="90" height="120" rx="8" fill="${C.ink}"/><rect x="710" y="580" width="70" height="28" fill="${C.accentSoft}"/>`;
  for (let i = 0; i < 9; i++) s += `<rect x="${712 + (i % 3) * 23}" y="${618 + Math.floor(i / 3) * 22}" width="17" height="15" rx="3" fill="${i === 8 ? C.warm : C.g500}"/>`;
  s += cup(860, 640, 50, C.accentSoft);
  s += bustBack({ x: 170, base: 800, s: 320, look: randomLook(r) });
  return { defs: win.defs, body: s, vignette: 0.2 };
};

// 14. Keynote on a big stage.
const keynote: Scene = (r, seed) => {
  let s = `<rect width="${W}" height="${H}" fill="#0a1530"/>`;
  s += slide(140, 40, 680, 360, 'line', seed, { dark: true, glow: true });
  s += `<rect y="440" width="${W}" height="70" fill="${C.navy}"/><rect y="506" width="${W}" height="5" fill="${C.accent}"/>`;
  s += beam(480, 0, 470, 280, 0, 0.1);
  s += `<ellipse cx="480" cy="462" rx="110" ry="16" fill="${C.white}" fill-opacity="0.15"/>`;
  s += standing({ x: 480, ground: 462, h: 170, look: randomLook(r), right: 'gesture', left: 'hold', leftProp: 'mic', shadow: false });
  s += audience(r, [
    { y: 580, s: 70 },
    { y: 700, s: 104 },
  ], '#0a1530', { silhouette: mix('#0a1530', C.navy, 0.5), empty: 0 });
  return { body: s, vignette: 0.4 };
};

// 15. Breakout room around a table with a wall monitor.
const breakout: Scene = (r, seed) => {
  let s = room(mix(C.accentSoft, C.g50, 0.4), mix(C.g200, C.navy, 0.12), 500);
  s += monitor(300, 60, 360, 210, 'dashboard', seed);
  s += plant(100, 500, 260, seed);
  s += `<rect x="760" y="60" width="160" height="260" fill="${C.white}" stroke="${C.g200}" stroke-width="8"/><rect x="770" y="70" width="140" height="240" fill="${mix('#bfe3f5', C.white, 0.4)}"/>`;
  s += seated({ x: 370, hipY: 485, h: 330, look: randomLook(r), right: 'gesture' });
  s += seated({ x: 590, hipY: 485, h: 320, look: randomLook(r), left: 'front', leftProp: 'paper' });
  s += `<rect x="180" y="465" width="600" height="120" fill="${C.g200}"/>`;
  s += desk(150, 460, 660, 720, C.white, C.g500, 30);
  s += laptopBack(330, 452, 96, '#b9bfcb') + laptopBack(630, 452, 96, C.g500);
  s += cup(480, 452, 26);
  s += bustBack({ x: 250, base: 760, s: 230, look: randomLook(r) });
  s += bustBack({ x: 700, base: 770, s: 240, look: randomLook(r) });
  return { body: s, vignette: 0.2 };
};

// 16. Welcome table: badges, lanyards, tote bags, notebooks.
const welcomeTable: Scene = (r, seed) => {
  let s = `<rect width="${W}" height="${H}" fill="${mix(C.g50, C.accentSoft, 0.5)}"/>`;
  // people in the background, out of focus
  let crowd = '';
  for (let i = 0; i < 7; i++) {
    const arms = ['hold', 'gesture', 'down'] as const;
    crowd += standing({ x: 40 + i * 145 + r() * 40, ground: 430 + r() * 30, h: 330 + r() * 60, look: randomLook(r), back: r() < 0.4, right: arms[i % 3], rightProp: i % 3 === 0 ? 'cup' : undefined, left: arms[(i + 1) % 3], shadow: false });
  }
  s += `<g filter="url(#blur16)" opacity="0.75">${crowd}</g><rect width="${W}" height="330" fill="${C.white}" fill-opacity="0.2"/>`;
  s += `<path d="M0 330 L${W} 330 L${W} ${H} L0 ${H} Z" fill="${C.navy}"/>`;
  s += `<path d="M0 330 L${W} 330 L${W} 352 L0 352 Z" fill="${mix(C.navy, C.white, 0.15)}"/>`;
  const bags = [C.warm, C.accentSoft, C.white];
  for (let i = 0; i < 3; i++) {
    const bx = 70 + i * 150;
    s += `<path d="M${bx + 25} 420 Q${bx + 60} 350 ${bx + 95} 420" fill="none" stroke="${mix(bags[i], '#000000', 0.25)}" stroke-width="8"/>`;
    s += `<path d="M${bx} 420 L${bx + 120} 420 L${bx + 130} 560 L${bx - 10} 560 Z" fill="${bags[i]}"/>`;
    s += markFragment(bx + 38, 458, 44);
  }
  for (let i = 0; i < 8; i++) {
    const bx = 560 + (i % 4) * 95;
    const by = 430 + Math.floor(i / 4) * 150;
    const strap = i % 2 ? C.accent : C.warm;
    s += `<path d="M${bx + 12} ${by + 2} C${bx - 10} ${by - 70} ${bx + 70} ${by - 70} ${bx + 48} ${by + 2}" fill="none" stroke="${strap}" stroke-width="6"/>`;
    s += `<rect x="${bx}" y="${by}" width="60" height="80" rx="6" fill="${C.white}"/><rect x="${bx}" y="${by}" width="60" height="20" rx="6" fill="${i % 3 ? C.navy : C.accent}"/><rect x="${bx}" y="${by + 12}" width="60" height="8" fill="${i % 3 ? C.navy : C.accent}"/>`;
    s += `<circle cx="${bx + 30}" cy="${by + 42}" r="10" fill="${C.g200}"/><rect x="${bx + 12}" y="${by + 60}" width="36" height="6" rx="3" fill="${C.g500}"/>`;
  }
  for (let i = 0; i < 3; i++) {
    const col = [C.ink, C.accent, C.white][i];
    s += `<g transform="rotate(${-6 + i * 3} 220 640)"><rect x="${120 + i * 26}" y="${600 + i * 6}" width="200" height="70" rx="6" fill="${col}"/><rect x="${290 + i * 26}" y="${600 + i * 6}" width="8" height="70" fill="${i === 2 ? C.accent : C.warm}"/></g>`;
  }
  s += `<path d="M420 640 L520 610" stroke="${C.warm}" stroke-width="8" stroke-linecap="round"/><path d="M430 660 L530 630" stroke="${C.accent}" stroke-width="8" stroke-linecap="round"/>`;
  // hand reaching in for a badge
  const sk = randomLook(r).skin;
  s += `<path d="M${W + 30} 720 L860 610" stroke="${C.g500}" stroke-width="60" stroke-linecap="round"/><circle cx="852" cy="604" r="30" fill="${sk}"/>`;
  return { defs: `<filter id="blur16" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="5"/></filter>`, body: s, vignette: 0.22 };
};

// 17. Rooftop terrace networking at golden hour.
const terrace: Scene = (r, seed) => {
  const defs = `<linearGradient id="sky17" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mix(C.navy, '#7aa7d9', 0.7)}"/><stop offset="0.7" stop-color="${mix(C.warm, C.white, 0.45)}"/></linearGradient>`;
  let s = `<rect width="${W}" height="${H}" fill="url(#sky17)"/>`;
  s += `<circle cx="470" cy="250" r="70" fill="${C.warm}" fill-opacity="0.35"/><circle cx="470" cy="250" r="46" fill="${C.warm}" fill-opacity="0.8"/>`;
  let bx = 0;
  while (bx < W) {
    const bw = 40 + r() * 70;
    const bh = 80 + r() * 200;
    s += `<rect x="${n(bx)}" y="${n(420 - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${mix(C.navy, '#7aa7d9', r() * 0.35)}"/>`;
    bx += bw + 2;
  }
  s += `<rect y="420" width="${W}" height="${H - 420}" fill="${mix(C.warm, '#8a5a2b', 0.6)}"/>`;
  s += `<rect y="380" width="${W}" height="90" fill="${C.white}" fill-opacity="0.25"/><rect y="376" width="${W}" height="8" fill="${C.g500}"/>`;
  for (let x = 40; x < W; x += 120) s += `<rect x="${x}" y="380" width="6" height="90" fill="${C.g500}"/>`;
  s += stringLights(-10, 40, 970, 60, 50, 14);
  s += highTable(470, 610, 200, C.white) + cup(450, 410, 22) + `<path d="M490 380 L506 380 L498 398 Z" fill="${C.warm}"/><rect x="497" y="397" width="2" height="12" fill="${C.white}"/>`;
  s += standing({ x: 150, ground: 640, h: 400, look: randomLook(r), right: 'hold', rightProp: 'glass' });
  s += standing({ x: 280, ground: 650, h: 390, look: randomLook(r), left: 'gesture' });
  s += standing({ x: 610, ground: 630, h: 380, look: randomLook(r), left: 'hold', leftProp: 'glass', right: 'gesture' });
  s += standing({ x: 760, ground: 660, h: 410, look: randomLook(r), right: 'hold', rightProp: 'cup' });
  s += plant(900, 700, 230, seed);
  return { defs, body: s, vignette: 0.2 };
};

// 18. Handshake in front of the banner.
const handshake: Scene = (r, seed) => {
  let s = room(C.g50, C.g200, 560);
  s += banner(80, 40, 800, 380, C.accent, seed);
  s += rollup(860, 560, 420, C.navy, seed + 3);
  s += standing({ x: 340, ground: 720, h: 560, look: randomLook(r), right: 'shake', left: 'down' });
  s += standing({ x: 620, ground: 720, h: 550, look: randomLook(r), left: 'shake', right: 'front', rightProp: 'tablet' });
  return { body: s, vignette: 0.15 };
};

// 19. Award on stage with confetti.
const award: Scene = (r, seed) => {
  let s = `<rect width="${W}" height="${H}" fill="${C.navy}"/>`;
  s += slide(230, 40, 500, 250, 'bar', seed, { dark: true });
  s += `<rect y="470" width="${W}" height="60" fill="${C.ink}"/><rect y="526" width="${W}" height="5" fill="${C.warm}"/>`;
  s += beam(420, 0, 500, 260, 0, 0.08);
  s += standing({ x: 340, ground: 490, h: 290, look: randomLook(r), right: 'shake', left: 'down', shadow: false });
  s += standing({ x: 530, ground: 490, h: 280, look: randomLook(r), left: 'front', leftProp: 'award', right: 'wave', shadow: false });
  for (let i = 0; i < 60; i++) {
    const cx = r() * W;
    const cy = r() * 480;
    s += `<rect x="${n(cx)}" y="${n(cy)}" width="10" height="5" fill="${[C.warm, C.accent, C.white, C.accentSoft][i % 4]}" transform="rotate(${n(r() * 180)} ${n(cx)} ${n(cy)})"/>`;
  }
  s += audience(r, [
    { y: 620, s: 86 },
    { y: 740, s: 120 },
  ], C.ink, { silhouette: mix(C.ink, C.navy, 0.35), empty: 0, raise: [[1, 2]] });
  return { body: s, vignette: 0.35 };
};

// 20. Evening reception with warm lights and a bar.
const reception: Scene = (r) => {
  let s = `<rect width="${W}" height="${H}" fill="${mix(C.ink, '#3a2a1a', 0.35)}"/>`;
  for (let i = 0; i < 26; i++) s += `<circle cx="${n(r() * W)}" cy="${n(r() * 360)}" r="${n(10 + r() * 34)}" fill="${C.warm}" fill-opacity="${n(0.06 + r() * 0.12)}"/>`;
  s += stringLights(-10, 70, 500, 40, 40, 8) + stringLights(460, 40, 970, 90, 40, 8);
  s += `<rect y="470" width="${W}" height="${H - 470}" fill="${mix(C.ink, '#3a2a1a', 0.6)}"/>`;
  s += `<rect x="560" y="360" width="400" height="150" fill="${C.navy}"/><rect x="550" y="350" width="420" height="16" fill="${mix(C.warm, '#8a5a2b', 0.4)}"/>`;
  for (let i = 0; i < 7; i++) s += `<rect x="${600 + i * 48}" y="${300 + (i % 2) * 10}" width="14" height="${50 - (i % 2) * 10}" rx="4" fill="${[C.accent, C.warm, '#c8553d'][i % 3]}" fill-opacity="0.8"/>`;
  s += highTable(290, 640, 210, C.accentSoft) + `<path d="M270 408 L286 408 L278 426 Z" fill="${C.warm}"/><rect x="277" y="425" width="2" height="12" fill="${C.white}"/>`;
  s += standing({ x: 150, ground: 650, h: 430, look: randomLook(r), right: 'hold', rightProp: 'glass' });
  s += standing({ x: 420, ground: 640, h: 410, look: randomLook(r), left: 'hold', leftProp: 'glass', right: 'gesture' });
  s += standing({ x: 660, ground: 700, h: 450, look: randomLook(r), back: true, right: 'hold' });
  s += standing({ x: 830, ground: 690, h: 440, look: randomLook(r), left: 'hold', leftProp: 'glass' });
  s += `<rect width="${W}" height="${H}" fill="${C.warm}" fill-opacity="0.06"/>`;
  return { body: s, vignette: 0.45 };
};

/** Scenes in photo order (photo-01 … photo-20). */
export const SCENES: { name: string; alt: string; draw: Scene }[] = [
  { name: 'hall', alt: 'Conference hall with a speaker presenting a bar chart to a full audience', draw: hall },
  { name: 'speaker', alt: 'Speaker at a podium presenting a ledger slide', draw: speaker },
  { name: 'audience', alt: 'Audience seen from behind watching a presentation with a growth chart', draw: audienceClose },
  { name: 'registration', alt: 'Registration desk with name badges and staff welcoming attendees', draw: registration },
  { name: 'laptop-demo', alt: 'Live demo of a bookkeeping dashboard on a laptop', draw: laptopDemo },
  { name: 'networking', alt: 'Attendees networking in small groups by a city-view window', draw: networking },
  { name: 'qa', alt: 'Question and answer session with raised hands in the audience', draw: qa },
  { name: 'group-photo', alt: 'Group photo of attendees and the team in front of the event banner', draw: groupPhoto },
  { name: 'coffee-break', alt: 'Coffee break at the buffet between sessions', draw: coffee },
  { name: 'whiteboard', alt: 'Workshop facilitator mapping a month-end close process on a whiteboard', draw: whiteboardScene },
  { name: 'panel', alt: 'Panel discussion with four speakers seated on stage', draw: panel },
  { name: 'round-tables', alt: 'Round-table workshop with founders working in small groups', draw: roundTables },
  { name: 'consultation', alt: 'One-to-one consultation reviewing financial statements at a desk', draw: consultation },
  { name: 'keynote', alt: 'Keynote speaker in a spotlight in front of a large revenue chart', draw: keynote },
  { name: 'breakout', alt: 'Breakout session around a table with a dashboard on the wall screen', draw: breakout },
  { name: 'welcome-table', alt: 'Welcome table with name badges, lanyards, tote bags and notebooks', draw: welcomeTable },
  { name: 'terrace', alt: 'Evening networking on a rooftop terrace under string lights', draw: terrace },
  { name: 'handshake', alt: 'Two attendees shaking hands in front of the event banner', draw: handshake },
  { name: 'award', alt: 'Award presented on stage with confetti', draw: award },
  { name: 'reception', alt: 'Evening reception with drinks and warm lights', draw: reception },
];

/** Full SVG for photo `index` (0-based), rendered at width × (width·3/4). */
export function renderEventScene(index: number, width: number = SCENE_W): string {
  const scene = SCENES[index % SCENES.length];
  const seed = 1000 + index * 7919;
  const art = scene.draw(rng(seed), seed);
  const v = art.vignette ? vignette(W, H, art.vignette, `vig${index}`) : { defs: '', svg: '' };
  const height = Math.round((width * SCENE_H) / SCENE_W);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${W} ${H}">` +
    `<defs>${art.defs ?? ''}${v.defs}</defs>` +
    `<g>${art.body}</g>${v.svg}</svg>`
  );
}
