/**
 * The 20 event "photos": flat illustrations of the firm's US-incorporation and
 * Zoho meetup, composed from figures.ts and props.ts in a 960×720 box.
 *
 * Scene order follows the photo alt texts in shared/content/event.ts
 * (photo-01 = photos[0], …), so each picture shows what its alt text says.
 */
import { C, mix } from './palette';
import { bustBack, randomLook, seated, standing, type Look } from './figures';
import { markFragment } from './brand';
import { fontStack } from './fonts';
import {
  banner,
  beam,
  chairBacks,
  chairFront,
  cityWindow,
  cup,
  desk,
  laptopBack,
  laptopFront,
  pendant,
  plant,
  rollup,
  slide,
  tableFront,
  vignette,
  type ChartKind,
} from './props';
import { n, rng, xmlEscape } from './svg-util';

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
/** Team members wear the brand's teal polo. */
const TEAM: Partial<Look> = { top: C.accent, jacket: false };
const team = (r: Rand): Look => ({ ...randomLook(r), ...TEAM });
const wood = mix(C.warm, '#8a5a2b', 0.5);

function room(wall: string, floor: string, horizon: number, opts: { lines?: boolean; skirting?: string } = {}): string {
  let s = `<rect width="${W}" height="${horizon}" fill="${wall}"/><rect y="${horizon}" width="${W}" height="${H - horizon}" fill="${floor}"/>`;
  s += `<rect y="${horizon - 8}" width="${W}" height="8" fill="${opts.skirting ?? mix(wall, '#000000', 0.12)}"/>`;
  if (opts.lines) {
    for (let i = -8; i <= 8; i++) s += `<path d="M${n(W / 2 + i * 40)} ${horizon} L${n(W / 2 + i * 190)} ${H}" stroke="#000" stroke-opacity="0.04" stroke-width="2"/>`;
  }
  return s;
}

function text(x: number, y: number, size: number, fill: string, value: string, anchor: 'start' | 'middle' = 'start'): string {
  return `<text x="${n(x)}" y="${n(y)}" text-anchor="${anchor}" font-family="${xmlEscape(fontStack())}" font-weight="700" font-size="${n(size)}" fill="${fill}">${xmlEscape(value)}</text>`;
}

/** Stage platform across the frame with a coloured lip. */
function stage(top: number, depth: number, color: string = C.navy, lip: string = C.warm): string {
  return `<rect y="${top}" width="${W}" height="${depth}" fill="${color}"/><rect y="${top + depth - 5}" width="${W}" height="5" fill="${lip}" fill-opacity="0.85"/>`;
}

interface AudienceOpts {
  /** [row, seat] pairs that raise a hand */
  raise?: [number, number][];
  /** everyone claps */
  clap?: boolean;
  tops?: readonly string[];
  /** chance that a seat is empty */
  empty?: number;
  /** draw everyone in one dark colour (foreground in a dark hall) */
  silhouette?: string;
  /** [row, seat] pairs to leave empty (e.g. someone standing there) */
  skip?: [number, number][];
}

/** Seated audience from behind, far rows first. */
function audience(r: Rand, rows: { y: number; s: number; gap?: number }[], chair: string, opts: AudienceOpts = {}): string {
  let s = '';
  rows.forEach((row, ri) => {
    const gap = row.gap ?? row.s * 1.25;
    const x0 = -row.s * 0.3 + (ri % 2) * gap * 0.5;
    const xs: number[] = [];
    for (let x = x0; x <= W + row.s; x += gap) xs.push(x);
    xs.forEach((x, i) => {
      const skip = opts.skip?.some(([a, b]) => a === ri && b === i);
      if (skip || r() < (opts.empty ?? 0.06)) return;
      const look: Look = randomLook(r, opts.tops);
      if (opts.silhouette) {
        look.top = opts.silhouette;
        look.hair = mix(opts.silhouette, '#000000', 0.3);
        look.skin = mix(opts.silhouette, '#ffffff', 0.08);
      }
      const raise = opts.raise?.some(([a, b]) => a === ri && b === i) ? (r() < 0.5 ? 'left' : 'right') : undefined;
      const clap = opts.clap ? r() < 0.8 : false;
      s += bustBack({ x: x + (r() - 0.5) * row.s * 0.15, base: row.y + (r() - 0.5) * row.s * 0.06, s: row.s * (0.92 + r() * 0.16), look, raise, clap });
    });
    s += chairBacks(xs, row.y - row.s * 0.12, row.s * 1.05, row.s * 1.2, chair);
  });
  return s;
}

/** A presenter on a stage beside a big slide: shared by several scenes. */
function presenterWithSlide(
  r: Rand,
  seed: number,
  o: { wall: string; floor: string; kind: ChartKind; title?: string; slideLeft: boolean; dark?: boolean; audienceRow?: boolean },
): string {
  let s = room(o.wall, o.floor, 560);
  s += stage(540, 40, mix(o.wall, '#000000', 0.25), C.accent);
  const sx = o.slideLeft ? 50 : 390;
  s += slide(sx, 60, 520, 300, o.kind, seed, { title: o.title, dark: o.dark });
  s += `<rect x="${sx + 250}" y="360" width="20" height="180" fill="${C.g500}"/>`;
  const px = o.slideLeft ? 740 : 230;
  const look = randomLook(r);
  look.jacket = true;
  s += standing({
    x: px,
    ground: 690,
    h: 540,
    look,
    [o.slideLeft ? 'left' : 'right']: 'point',
    [o.slideLeft ? 'right' : 'left']: 'hold',
    [o.slideLeft ? 'rightProp' : 'leftProp']: 'phone',
    shadow: false,
  });
  s += plant(o.slideLeft ? 900 : 60, 545, 200, seed);
  if (o.audienceRow) {
    s += audience(r, [{ y: 760, s: 150, gap: 190 }], C.ink, { empty: 0 });
  }
  return s;
}

/* ------------------------------------------------------------------ scenes */

// 01 Attendees signing in at the registration desk and collecting name badges.
const registration: Scene = (r, seed) => {
  let s = room(mix(C.warm, C.white, 0.82), C.g200, 470, { lines: true });
  s += banner(280, 50, 400, 270, C.navy, seed);
  s += rollup(130, 470, 380, C.accent, seed + 1) + rollup(830, 470, 380, C.accent, seed + 2);
  s += standing({ x: 370, ground: 600, h: 350, look: team(r), right: 'front', rightProp: 'tablet', shadow: false });
  s += standing({ x: 590, ground: 600, h: 340, look: team(r), left: 'reach', leftProp: 'card', shadow: false });
  s += tableFront(110, 470, 740, 640, C.accent);
  for (let i = 0; i < 9; i++) {
    const bx = 150 + i * 48 + (i > 4 ? 220 : 0);
    if (bx > 800) break;
    s += `<rect x="${bx}" y="444" width="30" height="22" rx="3" fill="${C.white}"/><rect x="${bx}" y="444" width="30" height="7" rx="2" fill="${i % 2 ? C.warm : C.navy}"/>`;
  }
  // sign-in sheet and pen
  s += `<path d="M400 452 L520 452 L530 468 L392 468 Z" fill="${C.white}"/><path d="M470 458 L505 450" stroke="${C.ink}" stroke-width="3" stroke-linecap="round"/>`;
  s += markFragment(455, 520, 50);
  s += standing({ x: 250, ground: 800, h: 480, look: randomLook(r), back: true, right: 'reach', shadow: false });
  s += standing({ x: 700, ground: 790, h: 470, look: randomLook(r), back: true, left: 'reach', shadow: false });
  return { body: s, vignette: 0.2 };
};

// 02 Speaker on stage beside a slide titled "Forming a US Company".
const formingSlide: Scene = (r, seed) => {
  let s = room(C.g50, mix(C.g200, C.navy, 0.1), 560);
  s += `<rect x="0" y="0" width="${W}" height="40" fill="${C.g200}"/>`;
  s += stage(540, 40, C.navy, C.accent);
  s += slide(400, 70, 520, 300, 'steps', seed, { title: 'Forming a US Company' });
  s += `<rect x="650" y="370" width="20" height="172" fill="${C.g500}"/>`;
  s += plant(60, 545, 210, seed);
  const look = randomLook(r);
  look.jacket = true;
  s += standing({ x: 250, ground: 700, h: 560, look, right: 'point', left: 'gesture', shadow: false });
  s += `<path d="M325 430 L465 430 L450 720 L340 720 Z" fill="${C.ink}"/><rect x="317" y="418" width="156" height="20" rx="4" fill="${C.navy}"/>`;
  s += markFragment(365, 480, 60);
  s += `<path d="M425 420 L455 360" stroke="#333a48" stroke-width="5" stroke-linecap="round"/><circle cx="457" cy="356" r="7" fill="#333a48"/>`;
  return { body: s, vignette: 0.18 };
};

// 03 Audience seated in rows in a conference hall, facing the stage.
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

// 04 Speaker pointing to a slide comparing an LLC with a C-corporation.
const compareSlide: Scene = (r, seed) => ({
  body: presenterWithSlide(r, seed, { wall: mix(C.navy, C.ink, 0.3), floor: C.ink, kind: 'compare', title: 'LLC vs C-Corporation', slideLeft: false, audienceRow: true }),
  vignette: 0.3,
});

// 05 Projector screen showing the Zoho Books dashboard during a live demo.
const zohoDashboard: Scene = (r, seed) => {
  let s = room(mix(C.navy, C.ink, 0.5), mix(C.ink, C.navy, 0.3), 330);
  s += `<path d="M480 720 L200 40 L760 40 Z" fill="${C.white}" fill-opacity="0.05"/>`;
  s += slide(180, 30, 600, 320, 'dashboard', seed, { title: 'Zoho Books', glow: true });
  s += standing({ x: 850, ground: 360, h: 150, look: team(r), left: 'point', right: 'hold', rightProp: 'phone', shadow: false });
  s += audience(r, [
    { y: 430, s: 62 },
    { y: 530, s: 86 },
    { y: 690, s: 130 },
  ], mix(C.ink, C.navy, 0.15), { empty: 0.03 });
  return { body: s, vignette: 0.35 };
};

// 06 Accountant at a laptop on stage, reconciling a bank account in Zoho Books.
const reconcileOnStage: Scene = (r, seed) => {
  let s = `<rect width="${W}" height="${H}" fill="${mix(C.navy, C.ink, 0.2)}"/>`;
  s += slide(150, 36, 660, 330, 'reconcile', seed, { title: 'Bank reconciliation', glow: true });
  s += stage(470, 90, C.navy, C.warm);
  s += `<rect y="560" width="${W}" height="${H - 560}" fill="${C.ink}"/>`;
  s += beam(480, 0, 520, 300, 0, 0.06);
  s += seated({ x: 480, hipY: 450, h: 340, look: team(r), left: 'front', right: 'front' });
  s += desk(330, 420, 300, 540, C.white, C.g500);
  s += `<rect x="350" y="430" width="260" height="70" fill="${C.accent}"/>` + markFragment(457, 443, 44);
  s += laptopBack(470, 420, 104, '#b9bfcb');
  s += cup(590, 419, 22);
  s += audience(r, [{ y: 720, s: 120, gap: 150 }], C.ink, { silhouette: mix(C.ink, C.navy, 0.35), empty: 0 });
  return { body: s, vignette: 0.35 };
};

// 07 Attendees taking notes on notepads and laptops during the presentation.
const takingNotes: Scene = (r, seed) => {
  let s = room(mix(C.accentSoft, C.g50, 0.3), mix(C.g200, C.navy, 0.12), 230);
  s += slide(330, 20, 300, 170, 'line', seed);
  s += standing({ x: 700, ground: 235, h: 120, look: team(r), left: 'point', shadow: false });
  s += plant(880, 232, 120, seed);
  // seen from a raised camera: each row's desk shows above the heads of the people sitting at it
  const rows = [
    { y: 360, s: 82 },
    { y: 520, s: 120 },
    { y: 760, s: 180 },
  ];
  rows.forEach((row, ri) => {
    const gap = row.s * 1.9;
    const x0 = row.s * 0.7 + (ri % 2) * row.s * 0.5;
    const deskTop = row.y - row.s * 1.25;
    s += `<rect x="0" y="${n(deskTop)}" width="${W}" height="${n(row.s * 0.42)}" fill="${mix(C.white, C.g200, 0.3)}"/><rect x="0" y="${n(deskTop + row.s * 0.42)}" width="${W}" height="${n(row.s * 0.06)}" fill="${C.g500}" fill-opacity="0.6"/>`;
    for (let x = x0, i = 0; x < W + row.s; x += gap, i++) {
      const base = deskTop + row.s * 0.36;
      if ((i + ri) % 2) {
        // notepad with a pen
        s += `<rect x="${n(x - row.s * 0.32)}" y="${n(base - row.s * 0.22)}" width="${n(row.s * 0.5)}" height="${n(row.s * 0.26)}" fill="${C.white}" stroke="${C.g200}" stroke-width="1" transform="rotate(-5 ${n(x)} ${n(base)})"/>`;
        for (let k = 0; k < 3; k++) s += `<rect x="${n(x - row.s * 0.27)}" y="${n(base - row.s * (0.17 - k * 0.06))}" width="${n(row.s * (0.34 - k * 0.06))}" height="${n(row.s * 0.025)}" fill="${C.g500}" fill-opacity="0.6" transform="rotate(-5 ${n(x)} ${n(base)})"/>`;
        s += `<path d="M${n(x + row.s * 0.24)} ${n(base - row.s * 0.04)} l${n(row.s * 0.1)} ${n(-row.s * 0.2)}" stroke="${C.accent}" stroke-width="${n(row.s * 0.035)}" stroke-linecap="round"/>`;
      } else {
        s += laptopFront(x, base, row.s * 0.58, i % 3 ? 'ledger' : 'dashboard', seed + i + ri * 10);
      }
      s += bustBack({ x: x + (r() - 0.5) * row.s * 0.1, base: row.y, s: row.s, look: randomLook(r) });
    }
  });
  return { body: s, vignette: 0.2 };
};

// 08 Slide listing US tax deadlines and Form 5472 on the projector screen.
const deadlinesSlide: Scene = (r, seed) => {
  let s = `<rect width="${W}" height="${H}" fill="#0a1530"/>`;
  s += slide(90, 40, 780, 420, 'deadlines', seed, { title: 'US tax deadlines & Form 5472', glow: true });
  s += `<rect y="490" width="${W}" height="40" fill="${C.navy}"/><rect y="526" width="${W}" height="4" fill="${C.accent}"/>`;
  s += audience(r, [
    { y: 620, s: 80 },
    { y: 740, s: 118 },
  ], '#0a1530', { silhouette: mix('#0a1530', C.navy, 0.5), empty: 0 });
  return { body: s, vignette: 0.4 };
};

// 09 Presenter demonstrating a payroll run in Zoho Payroll on a large screen.
const payrollDemo: Scene = (r, seed) => {
  let s = room(mix(C.warm, C.white, 0.85), mix(C.g200, C.warm, 0.15), 560);
  s += `<rect x="300" y="20" width="640" height="390" fill="${C.g500}"/>`;
  s += slide(310, 30, 620, 370, 'payroll', seed, { title: 'Zoho Payroll' });
  s += stage(540, 40, C.navy, C.warm);
  s += standing({ x: 170, ground: 690, h: 520, look: team(r), right: 'point', left: 'hold', leftProp: 'phone', shadow: false });
  s += `<rect x="60" y="520" width="10" height="170" fill="${C.g500}"/>`;
  s += audience(r, [{ y: 780, s: 160, gap: 200 }], C.navy, { empty: 0 });
  return { body: s, vignette: 0.2 };
};

// 10 Two attendees looking at a laptop demo together at a side table.
const laptopPair: Scene = (r, seed) => {
  let s = `<rect width="${W}" height="${H}" fill="${mix(C.navy, C.white, 0.82)}"/>`;
  const win = cityWindow(40, 40, 380, 300, [mix(C.accentSoft, C.white, 0.3), C.accentSoft], seed, C.white, 'sky10');
  s += win.svg;
  s += rollup(820, 470, 420, C.accent, seed);
  s += `<rect y="470" width="${W}" height="${H - 470}" fill="${wood}"/><rect y="470" width="${W}" height="14" fill="${mix(C.warm, '#8a5a2b', 0.35)}"/>`;
  s += laptopFront(480, 590, 420, 'dashboard', seed);
  s += cup(830, 650, 64);
  s += bustBack({ x: 170, base: 800, s: 300, look: randomLook(r) });
  // second attendee leaning in and pointing at the screen
  const look = randomLook(r);
  s += `<path d="M820 760 L700 560 L610 500" fill="none" stroke="${mix(look.top, '#000000', 0.14)}" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/><circle cx="604" cy="496" r="21" fill="${look.skin}"/>`;
  s += bustBack({ x: 820, base: 820, s: 290, look });
  return { defs: win.defs, body: s, vignette: 0.2 };
};

// 11 Attendee standing with a microphone to ask a question during the Q&A.
const qaMic: Scene = (r, seed) => {
  let s = room(C.navy, mix(C.navy, C.ink, 0.5), 330);
  s += slide(520, 40, 380, 220, 'pie', seed);
  s += `<rect x="0" y="300" width="${W}" height="40" fill="${C.ink}"/>`;
  s += standing({ x: 250, ground: 318, h: 170, look: team(r), right: 'gesture', shadow: false });
  s += standing({ x: 360, ground: 318, h: 160, look: randomLook(r), left: 'hip', right: 'hold', rightProp: 'mic', shadow: false });
  s += audience(r, [
    { y: 420, s: 56 },
    { y: 500, s: 72 },
  ], mix(C.ink, C.g500, 0.3), { empty: 0.04 });
  const asker = randomLook(r);
  asker.top = C.warm;
  s += standing({ x: 520, ground: 720, h: 420, look: asker, back: true, right: 'tohead', rightProp: 'mic', shadow: false });
  s += audience(r, [
    { y: 600, s: 92 },
    { y: 740, s: 124 },
  ], mix(C.ink, C.g500, 0.3), { empty: 0.04, skip: [[0, 5]] });
  return { body: s, vignette: 0.3 };
};

// 12 Panel of three team members seated on stage answering questions.
const panel: Scene = (r, seed) => {
  let s = `<rect width="${W}" height="${H}" fill="${C.ink}"/>`;
  s += banner(60, 40, 840, 300, C.navy, seed);
  s += `<rect y="520" width="${W}" height="60" fill="${C.navy}"/><rect y="576" width="${W}" height="6" fill="${C.warm}"/><rect y="340" width="${W}" height="180" fill="${mix(C.ink, C.navy, 0.4)}"/>`;
  s += beam(260, 0, 560, 240, 20, 0.05) + beam(700, 0, 560, 240, -20, 0.05);
  const xs = [250, 480, 710];
  xs.forEach((x, i) => {
    s += chairFront(x, 440, 100, C.warm, 530);
    s += seated({
      x,
      hipY: 445,
      h: 230,
      look: team(r),
      floor: 530,
      right: i === 0 ? 'hold' : i === 1 ? 'gesture' : 'down',
      rightProp: i === 0 ? 'mic' : undefined,
      left: i === 2 ? 'gesture' : 'down',
    });
    if (i < 2) s += `<rect x="${x + 80}" y="470" width="46" height="60" fill="${C.g500}"/><rect x="${x + 92}" y="454" width="10" height="16" fill="${C.white}" fill-opacity="0.7"/>`;
  });
  s += audience(r, [{ y: 680, s: 90 }], C.ink, { silhouette: mix(C.ink, C.navy, 0.3), empty: 0, raise: [[0, 3]] });
  return { body: s, vignette: 0.32 };
};

// 13 Small group of attendees networking over tea during the break.
const teaBreak: Scene = (r, seed) => {
  let s = room(C.accentSoft, mix(C.warm, '#8a5a2b', 0.45), 450, { skirting: C.accent });
  s += pendant(240, 120, 60, C.accent) + pendant(480, 140, 60, C.accent) + pendant(720, 120, 60, C.accent);
  s += `<rect x="640" y="90" width="220" height="160" fill="${C.white}" stroke="${C.g200}" stroke-width="8"/>`;
  s += `<path d="M660 230 L720 160 L760 200 L800 140 L840 230 Z" fill="${C.accent}" fill-opacity="0.5"/><circle cx="820" cy="130" r="16" fill="${C.warm}"/>`;
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

// 14 Team member explaining a printed filing checklist to a business owner.
const checklist: Scene = (r, seed) => {
  const win = cityWindow(40, 50, 360, 330, ['#cfe8f7', C.accentSoft], seed, C.white, 'sky14');
  let s = `<rect width="${W}" height="${H}" fill="${mix(C.navy, C.white, 0.88)}"/>` + win.svg;
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
  s += seated({ x: 540, hipY: 560, h: 470, look: team(r), left: 'gesture', right: 'reach' });
  s += `<rect y="520" width="${W}" height="${H - 520}" fill="${wood}"/><rect y="520" width="${W}" height="12" fill="${mix(C.warm, '#8a5a2b', 0.3)}"/>`;
  // the printed checklist: tick boxes and lines
  s += `<g transform="rotate(-4 520 630)"><rect x="400" y="550" width="240" height="160" fill="${C.white}"/><rect x="420" y="566" width="120" height="10" rx="5" fill="${C.ink}"/>`;
  for (let i = 0; i < 5; i++) {
    const y = 592 + i * 22;
    s += `<rect x="420" y="${y}" width="14" height="14" rx="2" fill="none" stroke="${C.g500}" stroke-width="2"/>`;
    if (i < 3) s += `<path d="M422 ${y + 7} l4 4 l8 -9" fill="none" stroke="${C.accent}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`;
    s += `<rect x="444" y="${y + 4}" width="${150 - (i % 3) * 30}" height="6" rx="3" fill="${C.g500}" fill-opacity="0.6"/>`;
  }
  s += `</g>`;
  s += `<path d="M650 600 L700 560" stroke="${C.navy}" stroke-width="7" stroke-linecap="round"/>`;
  s += cup(860, 640, 50, C.accentSoft);
  s += bustBack({ x: 170, base: 800, s: 320, look: randomLook(r) });
  return { defs: win.defs, body: s, vignette: 0.2 };
};

// 15 Welcome banner for the US Incorporation and Zoho meetup at the hall entrance.
const entrance: Scene = (r, seed) => {
  let s = room(mix(C.g50, C.warm, 0.08), C.g200, 560, { lines: true });
  // open double doors into the dark hall
  s += `<rect x="300" y="250" width="360" height="310" fill="${C.ink}"/>`;
  s += beam(400, 250, 560, 120, 10, 0.08) + beam(560, 250, 560, 120, -10, 0.08);
  s += `<rect x="340" y="300" width="280" height="120" fill="${C.navy}"/>` + markFragment(455, 325, 50);
  s += `<path d="M300 250 L250 230 L250 580 L300 560 Z" fill="${mix(C.g500, C.white, 0.3)}"/><path d="M660 250 L710 230 L710 580 L660 560 Z" fill="${mix(C.g500, C.white, 0.3)}"/>`;
  s += `<rect x="290" y="240" width="380" height="12" fill="${C.g500}"/>`;
  // welcome banner above the doors
  s += `<rect x="120" y="40" width="720" height="170" rx="6" fill="${C.navy}"/><rect x="120" y="196" width="720" height="14" fill="${C.warm}"/>`;
  s += markFragment(150, 72, 96);
  s += text(272, 110, 40, C.white, 'US Incorporation');
  s += text(272, 160, 40, C.warm, '& Zoho Meetup');
  s += `<path d="M160 40 L160 0 M800 40 L800 0" stroke="${C.g500}" stroke-width="3"/>`;
  s += rollup(110, 560, 380, C.accent, seed) + rollup(850, 560, 380, C.accent, seed + 1);
  s += standing({ x: 600, ground: 600, h: 300, look: team(r), left: 'gesture', shadow: false });
  s += standing({ x: 420, ground: 680, h: 400, look: randomLook(r), back: true, shadow: false });
  s += standing({ x: 250, ground: 780, h: 520, look: randomLook(r), back: true, right: 'hold' });
  s += standing({ x: 760, ground: 790, h: 520, look: randomLook(r), back: true, left: 'hold' });
  return { body: s, vignette: 0.18 };
};

// 16 Founders exchanging business cards near the refreshment counter.
const businessCards: Scene = (r) => {
  let s = room(mix(C.accentSoft, C.white, 0.3), mix(C.warm, '#8a5a2b', 0.4), 520, { skirting: C.accent });
  s += pendant(200, 90, 50, C.navy) + pendant(480, 90, 50, C.navy) + pendant(760, 90, 50, C.navy);
  // refreshment counter
  s += `<rect x="40" y="330" width="880" height="190" fill="${C.navy}"/><rect x="30" y="318" width="900" height="18" fill="${wood}"/>`;
  for (const ux of [90, 780]) s += `<rect x="${ux}" y="230" width="56" height="90" rx="10" fill="#b9bfcb"/><rect x="${ux + 9}" y="220" width="38" height="12" rx="4" fill="${C.g500}"/>`;
  for (let i = 0; i < 8; i++) s += cup(200 + i * 28 + (i > 3 ? 380 : 0), 318, 18, i % 2 ? C.white : C.accentSoft);
  s += `<ellipse cx="480" cy="312" rx="70" ry="12" fill="${C.white}"/>`;
  for (let i = 0; i < 6; i++) s += `<ellipse cx="${444 + i * 14}" cy="${304 - (i % 2) * 4}" rx="11" ry="6" fill="${mix(C.warm, '#8a5a2b', 0.4)}"/>`;
  s += markFragment(455, 380, 50);
  const a = randomLook(r);
  a.jacket = true;
  const b = randomLook(r);
  s += standing({ x: 330, ground: 720, h: 560, look: a, right: 'shake', rightProp: 'card', left: 'hold', leftProp: 'cup' });
  s += standing({ x: 640, ground: 720, h: 550, look: b, left: 'shake', leftProp: 'card', right: 'down' });
  return { body: s, vignette: 0.18 };
};

// 17 Speaker presenting a slide on the services the firm provides.
const servicesSlide: Scene = (r, seed) => ({
  body: presenterWithSlide(r, seed, { wall: mix(C.accentSoft, C.g50, 0.2), floor: mix(C.g200, C.accent, 0.1), kind: 'services', title: 'Our services', slideLeft: true, audienceRow: true }),
  vignette: 0.2,
});

// 18 Team member helping an attendee set up a Zoho Books trial on a laptop.
const helpTrial: Scene = (r, seed) => {
  let s = room(mix(C.g50, C.accentSoft, 0.5), C.g200, 520);
  s += `<rect x="60" y="60" width="260" height="300" fill="${C.white}" stroke="${C.g200}" stroke-width="10"/>`;
  s += `<rect x="70" y="70" width="240" height="280" fill="${mix('#bfe3f5', C.white, 0.35)}"/><path d="M70 300 L140 240 L200 280 L260 220 L310 260 L310 350 L70 350 Z" fill="${C.accent}" fill-opacity="0.35"/>`;
  s += rollup(850, 520, 400, C.navy, seed);
  s += seated({ x: 390, hipY: 515, h: 460, look: randomLook(r), left: 'front', right: 'front' });
  s += standing({ x: 610, ground: 690, h: 540, look: team(r), left: 'reach', right: 'hip', shadow: false });
  s += desk(120, 500, 700, 720, wood, C.g500, 20);
  s += `<rect x="160" y="510" width="620" height="210" fill="${mix(wood, '#000000', 0.15)}"/>`;
  s += laptopBack(410, 500, 150, '#c9ced8');
  s += `<rect x="200" y="470" width="110" height="30" rx="4" fill="${C.white}" transform="rotate(-6 255 485)"/><path d="M620 490 L680 476" stroke="${C.accent}" stroke-width="6" stroke-linecap="round"/>`;
  s += cup(700, 498, 30, C.accentSoft);
  return { body: s, vignette: 0.18 };
};

// 19 Audience applauding at the end of the presentations.
const applause: Scene = (r, seed) => {
  let s = room(mix(C.navy, C.ink, 0.2), mix(C.ink, C.navy, 0.4), 330);
  s += slide(300, 30, 360, 220, 'thanks', seed, { dark: true, glow: true });
  s += stage(290, 44, C.navy, C.warm);
  s += beam(480, 0, 320, 320, 0, 0.07);
  for (let i = 0; i < 4; i++) s += standing({ x: 170 + i * 70 + (i > 1 ? 340 : 0), ground: 300, h: 130, look: team(r), left: i % 2 ? 'wave' : 'down', shadow: false });
  s += audience(r, [
    { y: 420, s: 56 },
    { y: 500, s: 72 },
    { y: 600, s: 94 },
    { y: 740, s: 128 },
  ], mix(C.ink, C.g500, 0.25), { clap: true, empty: 0.02 });
  return { body: s, vignette: 0.32 };
};

// 20 Group photo of attendees and the team in front of the stage.
const groupPhoto: Scene = (r, seed) => {
  let s = `<rect width="${W}" height="${H}" fill="${mix(C.navy, C.ink, 0.3)}"/>`;
  s += banner(60, 20, 840, 380, C.navy, seed);
  s += stage(400, 100, mix(C.navy, C.ink, 0.5), C.warm);
  s += `<rect y="500" width="${W}" height="${H - 500}" fill="${C.g200}"/>`;
  s += beam(200, 0, 500, 300, 30, 0.05) + beam(760, 0, 500, 300, -30, 0.05);
  const tops = [C.navy, C.white, C.warm, C.g500, '#3d6fb6', mix(C.accent, C.white, 0.45), '#c8553d'];
  for (let i = 0; i < 7; i++) {
    const look = i % 3 === 1 ? team(r) : randomLook(r, tops);
    s += standing({ x: 140 + i * 113, ground: 590, h: 380 + r() * 30, look, left: i === 3 ? 'wave' : 'down', shadow: false });
  }
  for (let i = 0; i < 6; i++) {
    const look = i % 3 === 2 ? team(r) : randomLook(r, tops);
    s += standing({ x: 195 + i * 114, ground: 735, h: 420 + r() * 30, look, right: i === 5 ? 'wave' : 'down', left: i === 0 ? 'hip' : 'down' });
  }
  return { body: s, vignette: 0.2 };
};

/** Scenes in photo order: SCENES[i] is photo-(i+1), matching event.ts photos[i]. */
export const SCENES: { name: string; draw: Scene }[] = [
  { name: 'registration', draw: registration },
  { name: 'forming-slide', draw: formingSlide },
  { name: 'hall', draw: hall },
  { name: 'llc-vs-c-corp-slide', draw: compareSlide },
  { name: 'zoho-books-dashboard', draw: zohoDashboard },
  { name: 'reconciliation-on-stage', draw: reconcileOnStage },
  { name: 'taking-notes', draw: takingNotes },
  { name: 'tax-deadlines-slide', draw: deadlinesSlide },
  { name: 'payroll-demo', draw: payrollDemo },
  { name: 'laptop-demo-pair', draw: laptopPair },
  { name: 'qa-microphone', draw: qaMic },
  { name: 'panel', draw: panel },
  { name: 'tea-break', draw: teaBreak },
  { name: 'filing-checklist', draw: checklist },
  { name: 'welcome-banner', draw: entrance },
  { name: 'business-cards', draw: businessCards },
  { name: 'services-slide', draw: servicesSlide },
  { name: 'zoho-trial-help', draw: helpTrial },
  { name: 'applause', draw: applause },
  { name: 'group-photo', draw: groupPhoto },
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
