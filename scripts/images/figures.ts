/**
 * Simple geometric people for the flat event illustrations.
 * Every function returns an SVG fragment; sizes are given by the figure's
 * full standing height `h`, so the same person can be drawn at any scale.
 */
import { C, mix } from './palette';
import { n } from './svg-util';

export type HairStyle = 'short' | 'long' | 'bun' | 'bald' | 'curly' | 'bob';

export interface Look {
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  hairStyle: HairStyle;
  /** Jacket over a light shirt (shows a shirt "V" at the collar). */
  jacket: boolean;
  /** Skirt or dress instead of trousers. */
  skirt: boolean;
}

/** Skin tones, weighted towards the medium-brown tones of the Indian meetups the photos depict. */
export const SKINS = ['#f3cfb1', '#e8b48f', '#d9a57e', '#c68a5e', '#b07850', '#9a6644', '#8a5636', '#5e3a24'];
export const HAIRS = ['#1e1a1a', '#1e1a1a', '#2a2330', '#3b2a20', '#3b2a20', '#5e3b22', '#8a5a2b', '#7b8190', '#c9a25a'];
export const TOPS = [
  C.navy,
  C.accent,
  C.warm,
  C.g500,
  C.ink,
  C.white,
  '#3d6fb6',
  '#c8553d',
  '#9aa7bd',
  mix(C.accent, C.white, 0.45),
  '#7a5c9e',
  mix(C.warm, '#c8553d', 0.5),
];
export const BOTTOMS = [C.ink, '#2d3748', C.g500, '#3a4a6b', '#5a4a3c', C.navy];

type Rand = () => number;
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)];

/** A random but deterministic outfit/appearance. `tops` narrows the shirt colours for a scene. */
export function randomLook(r: Rand, tops: readonly string[] = TOPS): Look {
  const hairStyle = pick(r, ['short', 'short', 'long', 'bun', 'bald', 'curly', 'bob'] as const);
  return {
    skin: pick(r, SKINS),
    hair: pick(r, HAIRS),
    top: pick(r, tops),
    bottom: pick(r, BOTTOMS),
    hairStyle,
    jacket: r() < 0.4,
    skirt: (hairStyle === 'long' || hairStyle === 'bun' || hairStyle === 'bob') && r() < 0.45,
  };
}

export type Arm = 'down' | 'up' | 'point' | 'front' | 'hold' | 'gesture' | 'shake' | 'wave' | 'hip' | 'tohead' | 'reach';
export type Prop = 'cup' | 'glass' | 'paper' | 'mic' | 'phone' | 'marker' | 'tablet' | 'award' | 'card';

/** Elbow and hand offsets from the shoulder, in units of h; x is "outward" from the body. */
const ARM: Record<Arm, [number, number, number, number]> = {
  down: [0.03, 0.15, 0.04, 0.3],
  up: [0.08, -0.11, 0.05, -0.26],
  point: [0.13, 0.04, 0.27, -0.01],
  front: [0.03, 0.16, -0.07, 0.21],
  hold: [0.04, 0.16, -0.01, 0.11],
  gesture: [0.05, 0.16, 0.12, 0.09],
  shake: [0.03, 0.16, 0.15, 0.2],
  wave: [0.11, 0.01, 0.13, -0.15],
  hip: [0.1, 0.1, 0.03, 0.22],
  tohead: [0.09, 0.13, 0.02, -0.05],
  reach: [0.08, 0.13, 0.2, 0.22],
};

function prop(kind: Prop, x: number, y: number, h: number): string {
  const u = h * 0.022;
  switch (kind) {
    case 'cup':
      return (
        `<path d="M${n(x - u)} ${n(y - 1.9 * u)} L${n(x + u)} ${n(y - 1.9 * u)} L${n(x + 0.8 * u)} ${n(y + 0.6 * u)} L${n(x - 0.8 * u)} ${n(y + 0.6 * u)} Z" fill="${C.white}"/>` +
        `<rect x="${n(x - 0.95 * u)}" y="${n(y - 1.1 * u)}" width="${n(1.9 * u)}" height="${n(0.8 * u)}" fill="${C.accent}"/>`
      );
    case 'glass':
      return (
        `<path d="M${n(x - u)} ${n(y - 2.6 * u)} L${n(x + u)} ${n(y - 2.6 * u)} L${n(x)} ${n(y - 0.8 * u)} Z" fill="${C.warm}" fill-opacity="0.9"/>` +
        `<rect x="${n(x - 0.12 * u)}" y="${n(y - 0.9 * u)}" width="${n(0.24 * u)}" height="${n(1.4 * u)}" fill="${C.white}"/>`
      );
    case 'paper':
      return `<rect x="${n(x - 1.6 * u)}" y="${n(y - 3.4 * u)}" width="${n(3.2 * u)}" height="${n(4.2 * u)}" fill="${C.white}" stroke="${C.g200}" stroke-width="${n(u * 0.2)}" transform="rotate(-8 ${n(x)} ${n(y)})"/>`;
    case 'mic':
      return `<rect x="${n(x - 0.35 * u)}" y="${n(y - 3 * u)}" width="${n(0.7 * u)}" height="${n(3 * u)}" rx="${n(0.3 * u)}" fill="${C.ink}"/><circle cx="${n(x)}" cy="${n(y - 3.1 * u)}" r="${n(0.6 * u)}" fill="#333a48"/>`;
    case 'phone':
      return `<rect x="${n(x - 0.7 * u)}" y="${n(y - 2.4 * u)}" width="${n(1.4 * u)}" height="${n(2.6 * u)}" rx="${n(0.25 * u)}" fill="${C.ink}"/>`;
    case 'card':
      return `<rect x="${n(x - 1.3 * u)}" y="${n(y - 1.9 * u)}" width="${n(2.6 * u)}" height="${n(1.6 * u)}" rx="${n(0.15 * u)}" fill="${C.white}" stroke="${C.g200}" stroke-width="${n(u * 0.15)}"/><rect x="${n(x - 1.1 * u)}" y="${n(y - 1.7 * u)}" width="${n(0.5 * u)}" height="${n(0.5 * u)}" fill="${C.accent}"/>`;
    case 'marker':
      return `<rect x="${n(x - 0.3 * u)}" y="${n(y - 2.2 * u)}" width="${n(0.6 * u)}" height="${n(2.2 * u)}" fill="${C.accent}" transform="rotate(25 ${n(x)} ${n(y)})"/>`;
    case 'tablet':
      return `<rect x="${n(x - 2 * u)}" y="${n(y - 3 * u)}" width="${n(4 * u)}" height="${n(3 * u)}" rx="${n(0.3 * u)}" fill="${C.ink}"/><rect x="${n(x - 1.7 * u)}" y="${n(y - 2.7 * u)}" width="${n(3.4 * u)}" height="${n(2.4 * u)}" fill="${C.accentSoft}"/>`;
    case 'award':
      return (
        `<rect x="${n(x - 2.2 * u)}" y="${n(y - 3.4 * u)}" width="${n(4.4 * u)}" height="${n(3.4 * u)}" fill="${C.white}" stroke="${C.warm}" stroke-width="${n(0.4 * u)}"/>` +
        `<circle cx="${n(x + 1.1 * u)}" cy="${n(y - 1.1 * u)}" r="${n(0.6 * u)}" fill="${C.warm}"/>` +
        `<rect x="${n(x - 1.5 * u)}" y="${n(y - 2.6 * u)}" width="${n(2.6 * u)}" height="${n(0.35 * u)}" fill="${C.g500}"/>`
      );
  }
}

/** Hair that hangs behind the head (long, bob, bun). Drawn before the torso when seen from the front. */
export function backHair(x: number, cy: number, r: number, look: Look): string {
  const { hair, hairStyle } = look;
  if (hairStyle === 'long') return `<rect x="${n(x - r * 1.12)}" y="${n(cy - r * 0.3)}" width="${n(r * 2.24)}" height="${n(r * 2.5)}" rx="${n(r * 0.8)}" fill="${hair}"/>`;
  if (hairStyle === 'bob') return `<rect x="${n(x - r * 1.15)}" y="${n(cy - r * 0.4)}" width="${n(r * 2.3)}" height="${n(r * 1.65)}" rx="${n(r * 0.6)}" fill="${hair}"/>`;
  if (hairStyle === 'bun') return `<circle cx="${n(x)}" cy="${n(cy - r * 1.05)}" r="${n(r * 0.45)}" fill="${hair}"/>`;
  return '';
}

/** Head with hair. `back` = seen from behind (then hair covers the head and falls over the shoulders). */
export function head(x: number, cy: number, r: number, look: Look, back = false): string {
  const { hair, skin, hairStyle } = look;
  let s = '';
  if (back) {
    s += backHair(x, cy, r, look);
    if (hairStyle === 'bald') {
      s += `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="${skin}"/>`;
      s += `<path d="M${n(x - r)} ${n(cy + r * 0.05)} A${n(r)} ${n(r)} 0 0 0 ${n(x + r)} ${n(cy + r * 0.05)} L${n(x + r * 0.9)} ${n(cy - r * 0.1)} Q${n(x)} ${n(cy + r * 0.35)} ${n(x - r * 0.9)} ${n(cy - r * 0.1)} Z" fill="${hair}"/>`;
    } else {
      s += `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r * 1.04)}" fill="${hair}"/>`;
      if (hairStyle === 'curly') s += curls(x, cy, r, hair, true);
    }
    return s;
  }
  s += `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="${skin}"/>`;
  if (hairStyle === 'bald') {
    s += `<path d="M${n(x - r * 1.0)} ${n(cy + r * 0.1)} Q${n(x - r * 1.05)} ${n(cy - r * 0.45)} ${n(x - r * 0.7)} ${n(cy - r * 0.55)} L${n(x - r * 0.78)} ${n(cy + r * 0.05)} Z" fill="${hair}"/>` +
      `<path d="M${n(x + r * 1.0)} ${n(cy + r * 0.1)} Q${n(x + r * 1.05)} ${n(cy - r * 0.45)} ${n(x + r * 0.7)} ${n(cy - r * 0.55)} L${n(x + r * 0.78)} ${n(cy + r * 0.05)} Z" fill="${hair}"/>`;
  } else {
    const R = r * 1.06;
    s += `<path d="M${n(x - R)} ${n(cy + r * 0.15)} A${n(R)} ${n(R)} 0 0 1 ${n(x + R)} ${n(cy + r * 0.15)} Q${n(x + r * 0.55)} ${n(cy - r * 0.55)} ${n(x - r * 0.25)} ${n(cy - r * 0.35)} Q${n(x - r * 0.8)} ${n(cy - r * 0.2)} ${n(x - R)} ${n(cy + r * 0.15)} Z" fill="${hair}"/>`;
    if (hairStyle === 'curly') s += curls(x, cy, r, hair, false);
  }
  return s;
}

function curls(x: number, cy: number, r: number, hair: string, back: boolean): string {
  let s = '';
  const count = back ? 9 : 7;
  for (let i = 0; i < count; i++) {
    const a = Math.PI * (1.0 + i / (count - 1)) + (back ? -0.3 + (0.6 * i) / (count - 1) : 0);
    s += `<circle cx="${n(x + Math.cos(a) * r)}" cy="${n(cy + Math.sin(a) * r)}" r="${n(r * 0.36)}" fill="${hair}"/>`;
  }
  return s;
}

interface UpperOpts {
  x: number;
  /** y of the top of the head */
  top: number;
  h: number;
  look: Look;
  left?: Arm;
  right?: Arm;
  leftProp?: Prop;
  rightProp?: Prop;
  back?: boolean;
}

/** Torso, arms and head; shared by standing and seated figures. Returns hip y too. */
function upperBody(o: UpperOpts): { svg: string; hipY: number; hipW: number } {
  const { x, top, h, look, back = false } = o;
  const r = h * 0.082;
  const cy = top + r;
  const neckY = cy + r * 1.25;
  const sw = h * 0.27;
  const hw = h * 0.21;
  const hipY = top + h * 0.55;
  const sr = sw * 0.24;
  const aw = h * 0.068;
  const armColor = mix(look.top, '#000000', look.top === C.white ? 0.08 : 0.14);
  let s = back ? '' : backHair(x, cy, r, look);
  // arms: seen from behind, an arm held in front of the body is hidden by the torso
  let armsBehind = '';
  let armsFront = '';
  for (const side of [-1, 1] as const) {
    const arm = (side < 0 ? o.left : o.right) ?? 'down';
    const p = side < 0 ? o.leftProp : o.rightProp;
    const [ex, ey, hx, hy] = ARM[arm];
    const sx = x + side * (sw / 2 - aw * 0.55);
    const sy = neckY + aw * 0.6;
    const exx = sx + side * ex * h;
    const eyy = sy + ey * h;
    const hxx = sx + side * hx * h;
    const hyy = sy + hy * h;
    let a = `<path d="M${n(sx)} ${n(sy)} L${n(exx)} ${n(eyy)} L${n(hxx)} ${n(hyy)}" fill="none" stroke="${armColor}" stroke-width="${n(aw)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    if (p) a += prop(p, hxx, hyy, h);
    a += `<circle cx="${n(hxx)}" cy="${n(hyy)}" r="${n(aw * 0.5)}" fill="${look.skin}"/>`;
    const hidden = back && (arm === 'front' || arm === 'hold' || arm === 'shake');
    if (hidden) armsBehind += a;
    else armsFront += a;
  }
  s += armsBehind;
  // neck
  s += `<rect x="${n(x - r * 0.38)}" y="${n(cy + r * 0.5)}" width="${n(r * 0.76)}" height="${n(neckY - cy)}" fill="${mix(look.skin, '#000000', 0.08)}"/>`;
  // torso
  s +=
    `<path d="M${n(x - hw / 2)} ${n(hipY)} L${n(x - sw / 2)} ${n(neckY + sr)} Q${n(x - sw / 2)} ${n(neckY)} ${n(x - sw / 2 + sr)} ${n(neckY)} ` +
    `L${n(x + sw / 2 - sr)} ${n(neckY)} Q${n(x + sw / 2)} ${n(neckY)} ${n(x + sw / 2)} ${n(neckY + sr)} L${n(x + hw / 2)} ${n(hipY)} Z" fill="${look.top}"/>`;
  if (!back) {
    if (look.jacket) {
      s += `<path d="M${n(x - r * 0.55)} ${n(neckY)} L${n(x + r * 0.55)} ${n(neckY)} L${n(x)} ${n(neckY + h * 0.13)} Z" fill="${look.top === C.white ? C.accentSoft : C.white}"/>`;
      s += `<path d="M${n(x)} ${n(neckY + h * 0.13)} L${n(x)} ${n(hipY)}" stroke="${armColor}" stroke-width="${n(h * 0.006)}"/>`;
    } else {
      s += `<path d="M${n(x - r * 0.45)} ${n(neckY)} L${n(x + r * 0.45)} ${n(neckY)} L${n(x)} ${n(neckY + r * 0.55)} Z" fill="${mix(look.skin, '#000000', 0.08)}"/>`;
    }
  }
  s += armsFront;
  s += head(x, cy, r, look, back);
  return { svg: s, hipY, hipW: hw };
}

export interface StandingOpts extends Omit<UpperOpts, 'top'> {
  /** y of the floor under the feet */
  ground: number;
  /** draw a soft floor shadow */
  shadow?: boolean;
}

/** A standing person, feet at (x, ground), total height h. */
export function standing(o: StandingOpts): string {
  const { x, ground, h, look } = o;
  const top = ground - h;
  const lw = h * 0.085;
  const hipY = top + h * 0.55;
  const hw = h * 0.21;
  let s = '';
  if (o.shadow !== false) s += `<ellipse cx="${n(x)}" cy="${n(ground)}" rx="${n(h * 0.16)}" ry="${n(h * 0.025)}" fill="#000" fill-opacity="0.12"/>`;
  const legTop = hipY - h * 0.02;
  const legBottom = ground - h * 0.025;
  for (const side of [-1, 1]) {
    const lx = x + side * (hw / 2 - lw / 2) - lw / 2;
    s += `<rect x="${n(lx)}" y="${n(legTop)}" width="${n(lw)}" height="${n(legBottom - legTop)}" fill="${look.skirt ? look.skin : look.bottom}"/>`;
    const fx = x + side * (hw / 2 - lw / 2) + (o.back ? 0 : side * h * 0.012);
    s += `<rect x="${n(fx - lw * 0.65)}" y="${n(ground - h * 0.035)}" width="${n(lw * 1.3)}" height="${n(h * 0.035)}" rx="${n(h * 0.015)}" fill="${C.ink}"/>`;
  }
  if (look.skirt) {
    s += `<path d="M${n(x - hw / 2)} ${n(hipY - h * 0.02)} L${n(x + hw / 2)} ${n(hipY - h * 0.02)} L${n(x + hw * 0.68)} ${n(hipY + h * 0.2)} L${n(x - hw * 0.68)} ${n(hipY + h * 0.2)} Z" fill="${look.bottom}"/>`;
  } else {
    s += `<rect x="${n(x - hw / 2)}" y="${n(hipY - h * 0.02)}" width="${n(hw)}" height="${n(h * 0.07)}" fill="${look.bottom}"/>`;
  }
  s += upperBody({ ...o, top }).svg;
  return s;
}

export interface SeatedOpts extends Omit<UpperOpts, 'top'> {
  /** y of the seat (hips) */
  hipY: number;
  /** floor y; when given, thighs and lower legs are drawn (front view) */
  floor?: number;
}

/** A seated person seen from the front (or back), hips at (x, hipY). */
export function seated(o: SeatedOpts): string {
  const { x, h, hipY, look } = o;
  const top = hipY - h * 0.55;
  let s = '';
  if (o.floor !== undefined) {
    // front view: thighs come towards the viewer (a short, wide block), shins drop to the floor
    const hw = h * 0.21;
    const lw = h * 0.085;
    const knee = hipY + h * 0.1;
    for (const side of [-1, 1]) {
      const lx = x + side * (hw / 2 - lw / 2 + h * 0.01);
      s += `<rect x="${n(lx - lw / 2)}" y="${n(knee - h * 0.02)}" width="${n(lw)}" height="${n(o.floor - knee - h * 0.01)}" fill="${look.skirt ? look.skin : mix(look.bottom, '#000000', 0.12)}"/>`;
      s += `<rect x="${n(lx - lw * 0.65 + side * h * 0.01)}" y="${n(o.floor - h * 0.035)}" width="${n(lw * 1.3)}" height="${n(h * 0.035)}" rx="${n(h * 0.015)}" fill="${C.ink}"/>`;
    }
    s += `<rect x="${n(x - hw / 2 - h * 0.025)}" y="${n(hipY - h * 0.03)}" width="${n(hw + h * 0.05)}" height="${n(knee - hipY + h * 0.05)}" rx="${n(h * 0.035)}" fill="${look.bottom}"/>`;
    s += `<path d="M${n(x)} ${n(hipY + h * 0.01)} V${n(knee + h * 0.01)}" stroke="${mix(look.bottom, '#000000', 0.25)}" stroke-width="${n(h * 0.006)}"/>`;
  }
  s += upperBody({ ...o, top }).svg;
  return s;
}

export interface BustOpts {
  x: number;
  /** y where the shoulders are cut off (by a chair back or the frame) */
  base: number;
  /** shoulder width */
  s: number;
  look: Look;
  /** raise one arm (Q&A) */
  raise?: 'left' | 'right';
  /** both hands up in front of the face, clapping */
  clap?: boolean;
}

/** Audience member seen from behind: head and shoulders above `base`. */
export function bustBack(o: BustOpts): string {
  const { x, base, s, look } = o;
  const r = s * 0.2;
  const shTop = base - s * 0.5;
  const cy = shTop - r * 0.8;
  let out = '';
  if (o.raise) {
    const side = o.raise === 'left' ? -1 : 1;
    const sx = x + side * s * 0.36;
    out += `<path d="M${n(sx)} ${n(shTop + s * 0.12)} L${n(sx + side * s * 0.14)} ${n(shTop - s * 0.35)} L${n(sx + side * s * 0.1)} ${n(shTop - s * 0.85)}" fill="none" stroke="${mix(look.top, '#000000', 0.12)}" stroke-width="${n(s * 0.15)}" stroke-linecap="round" stroke-linejoin="round"/>`;
    out += `<circle cx="${n(sx + side * s * 0.1)}" cy="${n(shTop - s * 0.88)}" r="${n(s * 0.085)}" fill="${look.skin}"/>`;
  }
  if (o.clap) {
    for (const side of [-1, 1]) {
      const sx = x + side * s * 0.34;
      const hx = x + side * s * (0.3 + 0.04 * side);
      out += `<path d="M${n(sx)} ${n(shTop + s * 0.12)} L${n(x + side * s * 0.44)} ${n(shTop - s * 0.12)} L${n(hx)} ${n(shTop - s * 0.42)}" fill="none" stroke="${mix(look.top, '#000000', 0.12)}" stroke-width="${n(s * 0.14)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      out += `<circle cx="${n(hx)}" cy="${n(shTop - s * 0.46)}" r="${n(s * 0.08)}" fill="${look.skin}"/>`;
    }
  }
  out += `<rect x="${n(x - r * 0.4)}" y="${n(cy)}" width="${n(r * 0.8)}" height="${n(shTop - cy + 2)}" fill="${mix(look.skin, '#000000', 0.1)}"/>`;
  out += `<rect x="${n(x - s / 2)}" y="${n(shTop)}" width="${n(s)}" height="${n(s * 0.8)}" rx="${n(s * 0.24)}" fill="${look.top}"/>`;
  out += head(x, cy, r, look, true);
  return out;
}
