/**
 * Furniture, screens, charts and room details for the flat event illustrations.
 * Every function returns an SVG fragment in the caller's coordinates.
 */
import { C, mix } from './palette';
import { markFragment } from './brand';
import { fontStack } from './fonts';
import { n, rng, xmlEscape } from './svg-util';

export type ChartKind =
  | 'bar' | 'line' | 'ledger' | 'pie' | 'dashboard' | 'flow'
  | 'steps' | 'compare' | 'reconcile' | 'deadlines' | 'payroll' | 'services' | 'thanks';

/**
 * Content of a presentation slide / monitor: charts and ledgers drawn as shapes.
 * With `title`, the heading is real text; otherwise a grey stub stands in for it.
 */
export function chart(kind: ChartKind, x: number, y: number, w: number, h: number, seed: number, dark = false, title?: string): string {
  const r = rng(seed);
  const fg = dark ? C.white : C.ink;
  const soft = dark ? mix(C.navy, C.white, 0.15) : C.g200;
  let s = '';
  if (title) {
    s += `<text x="${n(x + w * 0.06)}" y="${n(y + h * 0.14)}" font-family="${xmlEscape(fontStack())}" font-weight="700" font-size="${n(h * 0.085)}" fill="${fg}">${xmlEscape(title)}</text>`;
  } else {
    s += `<rect x="${n(x + w * 0.06)}" y="${n(y + h * 0.08)}" width="${n(w * (0.3 + r() * 0.15))}" height="${n(h * 0.055)}" rx="${n(h * 0.02)}" fill="${fg}" fill-opacity="0.85"/>`;
  }
  s += `<rect x="${n(x + w * 0.06)}" y="${n(y + h * 0.17)}" width="${n(w * 0.2)}" height="${n(h * 0.03)}" rx="${n(h * 0.015)}" fill="${fg}" fill-opacity="0.35"/>`;
  const cx = x + w * 0.06;
  const cy = y + h * 0.27;
  const cw = w * 0.88;
  const ch = h * 0.63;
  switch (kind) {
    case 'bar': {
      const count = 6 + Math.floor(r() * 3);
      const gap = cw / count;
      s += `<path d="M${n(cx)} ${n(cy + ch)} H${n(cx + cw)}" stroke="${soft}" stroke-width="${n(h * 0.01)}"/>`;
      for (let i = 0; i < count; i++) {
        const v = 0.25 + (i / count) * 0.6 + r() * 0.15;
        const bh = ch * Math.min(v, 0.98);
        const col = i === count - 1 ? C.warm : i % 2 ? C.accent : dark ? mix(C.accent, C.white, 0.5) : C.navy;
        s += `<rect x="${n(cx + i * gap + gap * 0.18)}" y="${n(cy + ch - bh)}" width="${n(gap * 0.64)}" height="${n(bh)}" rx="${n(gap * 0.08)}" fill="${col}"/>`;
      }
      break;
    }
    case 'line': {
      const pts: [number, number][] = [];
      const count = 8;
      for (let i = 0; i < count; i++) pts.push([cx + (cw * i) / (count - 1), cy + ch * (0.85 - (i / count) * 0.6 - r() * 0.18)]);
      for (let i = 1; i < 4; i++) s += `<path d="M${n(cx)} ${n(cy + (ch * i) / 4)} H${n(cx + cw)}" stroke="${soft}" stroke-width="${n(h * 0.006)}"/>`;
      const line = pts.map((p, i) => `${i ? 'L' : 'M'}${n(p[0])} ${n(p[1])}`).join(' ');
      s += `<path d="${line} L${n(cx + cw)} ${n(cy + ch)} L${n(cx)} ${n(cy + ch)} Z" fill="${C.accent}" fill-opacity="${dark ? 0.35 : 0.14}"/>`;
      s += `<path d="${line}" fill="none" stroke="${C.accent}" stroke-width="${n(h * 0.022)}" stroke-linejoin="round" stroke-linecap="round"/>`;
      const last = pts[pts.length - 1];
      s += `<circle cx="${n(last[0])}" cy="${n(last[1])}" r="${n(h * 0.03)}" fill="${C.warm}"/>`;
      break;
    }
    case 'ledger': {
      const rows = 6;
      const rh = ch / (rows + 1);
      s += `<rect x="${n(cx)}" y="${n(cy)}" width="${n(cw)}" height="${n(rh)}" fill="${dark ? C.accent : C.accentSoft}"/>`;
      for (let i = 0; i <= rows; i++) {
        const ry = cy + rh * i;
        if (i > 0) s += `<path d="M${n(cx)} ${n(ry)} H${n(cx + cw)}" stroke="${soft}" stroke-width="${n(h * 0.006)}"/>`;
        const ty = ry + rh * 0.36;
        const th = rh * 0.28;
        const op = i === 0 ? 0.9 : 0.55;
        s += `<rect x="${n(cx + cw * 0.03)}" y="${n(ty)}" width="${n(cw * (0.18 + r() * 0.18))}" height="${n(th)}" rx="${n(th / 2)}" fill="${fg}" fill-opacity="${op}"/>`;
        const w1 = cw * (0.08 + r() * 0.06);
        const w2 = cw * (0.08 + r() * 0.06);
        s += `<rect x="${n(cx + cw * 0.68 - w1)}" y="${n(ty)}" width="${n(w1)}" height="${n(th)}" rx="${n(th / 2)}" fill="${fg}" fill-opacity="${op}"/>`;
        s += `<rect x="${n(cx + cw * 0.9 - w2)}" y="${n(ty)}" width="${n(w2)}" height="${n(th)}" rx="${n(th / 2)}" fill="${i > 0 && r() < 0.3 ? C.accent : fg}" fill-opacity="${op}"/>`;
      }
      // total row, double rule and a tick
      const ty = cy + rh * rows + rh * 0.35;
      s += `<path d="M${n(cx + cw * 0.55)} ${n(cy + ch + rh * 0.05)} H${n(cx + cw * 0.92)} M${n(cx + cw * 0.55)} ${n(cy + ch + rh * 0.18)} H${n(cx + cw * 0.92)}" stroke="${fg}" stroke-width="${n(h * 0.006)}"/>`;
      s += `<path d="M${n(cx + cw * 0.94)} ${n(ty)} l${n(rh * 0.25)} ${n(rh * 0.25)} l${n(rh * 0.45)} ${n(-rh * 0.5)}" fill="none" stroke="${C.accent}" stroke-width="${n(h * 0.018)}" stroke-linecap="round" stroke-linejoin="round"/>`;
      break;
    }
    case 'pie': {
      const pr = Math.min(ch, cw * 0.45) * 0.48;
      const pcx = cx + cw * 0.27;
      const pcy = cy + ch / 2;
      const parts = [0.38 + r() * 0.1, 0.22 + r() * 0.08, 0.15, 0];
      parts[3] = 1 - parts[0] - parts[1] - parts[2];
      const cols = [C.accent, C.navy, C.warm, dark ? mix(C.white, C.accent, 0.2) : C.g500];
      let a0 = -Math.PI / 2;
      parts.forEach((p, i) => {
        const a1 = a0 + p * Math.PI * 2;
        const large = p > 0.5 ? 1 : 0;
        s += `<path d="M${n(pcx)} ${n(pcy)} L${n(pcx + pr * Math.cos(a0))} ${n(pcy + pr * Math.sin(a0))} A${n(pr)} ${n(pr)} 0 ${large} 1 ${n(pcx + pr * Math.cos(a1))} ${n(pcy + pr * Math.sin(a1))} Z" fill="${cols[i]}"/>`;
        a0 = a1;
      });
      s += `<circle cx="${n(pcx)}" cy="${n(pcy)}" r="${n(pr * 0.5)}" fill="${dark ? C.ink : C.white}"/>`;
      cols.forEach((c, i) => {
        const ly = cy + ch * 0.15 + i * ch * 0.2;
        s += `<rect x="${n(cx + cw * 0.6)}" y="${n(ly)}" width="${n(ch * 0.08)}" height="${n(ch * 0.08)}" rx="${n(ch * 0.02)}" fill="${c}"/>`;
        s += `<rect x="${n(cx + cw * 0.6 + ch * 0.13)}" y="${n(ly + ch * 0.02)}" width="${n(cw * (0.18 + r() * 0.12))}" height="${n(ch * 0.045)}" rx="${n(ch * 0.02)}" fill="${fg}" fill-opacity="0.5"/>`;
      });
      break;
    }
    case 'dashboard': {
      const kw = (cw - cw * 0.04) / 3;
      for (let i = 0; i < 3; i++) {
        const kx = cx + i * (kw + cw * 0.02);
        s += `<rect x="${n(kx)}" y="${n(cy)}" width="${n(kw)}" height="${n(ch * 0.3)}" rx="${n(ch * 0.04)}" fill="${[C.accentSoft, mix(C.warm, C.white, 0.7), C.g200][i]}"/>`;
        s += `<rect x="${n(kx + kw * 0.1)}" y="${n(cy + ch * 0.07)}" width="${n(kw * 0.4)}" height="${n(ch * 0.04)}" rx="${n(ch * 0.02)}" fill="${C.g500}"/>`;
        s += `<rect x="${n(kx + kw * 0.1)}" y="${n(cy + ch * 0.15)}" width="${n(kw * (0.45 + r() * 0.3))}" height="${n(ch * 0.08)}" rx="${n(ch * 0.03)}" fill="${[C.accent, C.ink, C.navy][i]}"/>`;
      }
      const by = cy + ch * 0.38;
      const bh = ch * 0.62;
      s += `<rect x="${n(cx)}" y="${n(by)}" width="${n(cw * 0.6)}" height="${n(bh)}" rx="${n(ch * 0.04)}" fill="${dark ? C.navy : C.g50}"/>`;
      for (let i = 0; i < 7; i++) {
        const v = 0.3 + r() * 0.6;
        s += `<rect x="${n(cx + cw * 0.04 + i * cw * 0.078)}" y="${n(by + bh * 0.9 - bh * 0.75 * v)}" width="${n(cw * 0.045)}" height="${n(bh * 0.75 * v)}" rx="${n(cw * 0.01)}" fill="${i === 6 ? C.warm : C.accent}"/>`;
      }
      s += `<rect x="${n(cx + cw * 0.63)}" y="${n(by)}" width="${n(cw * 0.37)}" height="${n(bh)}" rx="${n(ch * 0.04)}" fill="${dark ? C.navy : C.g50}"/>`;
      for (let i = 0; i < 4; i++) {
        s += `<rect x="${n(cx + cw * 0.66)}" y="${n(by + bh * (0.14 + i * 0.21))}" width="${n(cw * (0.14 + r() * 0.14))}" height="${n(bh * 0.07)}" rx="${n(bh * 0.03)}" fill="${fg}" fill-opacity="0.45"/>`;
        s += `<circle cx="${n(cx + cw * 0.96)}" cy="${n(by + bh * (0.175 + i * 0.21))}" r="${n(bh * 0.045)}" fill="${i === 2 ? C.warm : C.accent}"/>`;
      }
      break;
    }
    case 'steps': {
      // numbered steps joined by a line, each with a card of bullet stubs
      const count = 4;
      const gap = cw / count;
      s += `<path d="M${n(cx + gap / 2)} ${n(cy + ch * 0.18)} H${n(cx + cw - gap / 2)}" stroke="${C.accent}" stroke-width="${n(h * 0.012)}"/>`;
      for (let i = 0; i < count; i++) {
        const sx = cx + gap * i + gap / 2;
        s += `<circle cx="${n(sx)}" cy="${n(cy + ch * 0.18)}" r="${n(ch * 0.1)}" fill="${i === count - 1 ? C.warm : C.accent}"/>`;
        s += `<path d="M${n(sx - ch * 0.045)} ${n(cy + ch * 0.18)} l${n(ch * 0.035)} ${n(ch * 0.035)} l${n(ch * 0.06)} ${n(-ch * 0.07)}" fill="none" stroke="${C.white}" stroke-width="${n(h * 0.012)}" stroke-linecap="round" stroke-linejoin="round"/>`;
        s += `<rect x="${n(sx - gap * 0.42)}" y="${n(cy + ch * 0.38)}" width="${n(gap * 0.84)}" height="${n(ch * 0.58)}" rx="${n(ch * 0.04)}" fill="${dark ? C.navy : C.g50}" stroke="${soft}" stroke-width="${n(h * 0.005)}"/>`;
        for (let k = 0; k < 3; k++) s += `<rect x="${n(sx - gap * 0.32)}" y="${n(cy + ch * (0.48 + k * 0.14))}" width="${n(gap * (0.64 - k * 0.12 - r() * 0.1))}" height="${n(ch * 0.05)}" rx="${n(ch * 0.025)}" fill="${fg}" fill-opacity="${k ? 0.4 : 0.75}"/>`;
      }
      break;
    }
    case 'compare': {
      // two columns (e.g. LLC vs C-corporation) with ticks and crosses
      for (let c = 0; c < 2; c++) {
        const px = cx + c * cw * 0.52;
        const pw = cw * 0.48;
        const head = c ? C.navy : C.accent;
        s += `<rect x="${n(px)}" y="${n(cy)}" width="${n(pw)}" height="${n(ch)}" rx="${n(ch * 0.04)}" fill="${dark ? C.navy : C.g50}"/>`;
        s += `<rect x="${n(px)}" y="${n(cy)}" width="${n(pw)}" height="${n(ch * 0.18)}" rx="${n(ch * 0.04)}" fill="${head}"/>`;
        s += `<rect x="${n(px + pw * 0.3)}" y="${n(cy + ch * 0.065)}" width="${n(pw * 0.4)}" height="${n(ch * 0.05)}" rx="${n(ch * 0.025)}" fill="${C.white}"/>`;
        for (let k = 0; k < 4; k++) {
          const ry = cy + ch * (0.3 + k * 0.17);
          const yes = (k + c) % 3 !== 2;
          const ix = px + pw * 0.1;
          s += yes
            ? `<path d="M${n(ix)} ${n(ry + ch * 0.02)} l${n(ch * 0.03)} ${n(ch * 0.03)} l${n(ch * 0.055)} ${n(-ch * 0.06)}" fill="none" stroke="${C.accent}" stroke-width="${n(h * 0.012)}" stroke-linecap="round" stroke-linejoin="round"/>`
            : `<path d="M${n(ix)} ${n(ry - ch * 0.02)} l${n(ch * 0.06)} ${n(ch * 0.06)} M${n(ix + ch * 0.06)} ${n(ry - ch * 0.02)} l${n(-ch * 0.06)} ${n(ch * 0.06)}" stroke="#c8553d" stroke-width="${n(h * 0.012)}" stroke-linecap="round"/>`;
          s += `<rect x="${n(px + pw * 0.25)}" y="${n(ry - ch * 0.005)}" width="${n(pw * (0.45 + r() * 0.25))}" height="${n(ch * 0.045)}" rx="${n(ch * 0.022)}" fill="${fg}" fill-opacity="0.5"/>`;
        }
      }
      break;
    }
    case 'reconcile': {
      // bank lines on the left matched to book entries on the right
      const rows = 5;
      const rh = ch / rows;
      for (let c = 0; c < 2; c++) {
        const px = cx + c * cw * 0.56;
        const pw = cw * 0.44;
        s += `<rect x="${n(px)}" y="${n(cy)}" width="${n(pw)}" height="${n(ch)}" rx="${n(ch * 0.03)}" fill="${dark ? C.navy : C.g50}"/>`;
        for (let k = 0; k < rows; k++) {
          const ry = cy + rh * k + rh * 0.35;
          s += `<rect x="${n(px + pw * 0.08)}" y="${n(ry)}" width="${n(pw * (0.35 + r() * 0.15))}" height="${n(rh * 0.28)}" rx="${n(rh * 0.14)}" fill="${fg}" fill-opacity="0.5"/>`;
          s += `<rect x="${n(px + pw * 0.68)}" y="${n(ry)}" width="${n(pw * 0.24)}" height="${n(rh * 0.28)}" rx="${n(rh * 0.14)}" fill="${fg}" fill-opacity="0.75"/>`;
        }
      }
      for (let k = 0; k < rows; k++) {
        const ry = cy + rh * k + rh * 0.49;
        const done = k < rows - 1;
        s += `<path d="M${n(cx + cw * 0.45)} ${n(ry)} H${n(cx + cw * 0.55)}" stroke="${done ? C.accent : C.warm}" stroke-width="${n(h * 0.01)}" stroke-dasharray="${done ? '0' : n(h * 0.015)}"/>`;
        if (done) s += `<circle cx="${n(cx + cw * 0.5)}" cy="${n(ry)}" r="${n(rh * 0.22)}" fill="${C.accent}"/>`;
      }
      break;
    }
    case 'deadlines': {
      // a month calendar with due dates circled and a list beside it
      const gw = cw * 0.5;
      const cell = gw / 7;
      for (let k = 0; k < 35; k++) {
        const gx = cx + (k % 7) * cell;
        const gy = cy + Math.floor(k / 7) * cell * 0.78;
        const due = k === 14 || k === 24;
        s += `<rect x="${n(gx + cell * 0.1)}" y="${n(gy + cell * 0.06)}" width="${n(cell * 0.8)}" height="${n(cell * 0.64)}" rx="${n(cell * 0.12)}" fill="${due ? (k === 14 ? C.warm : C.accent) : dark ? C.navy : C.g50}"/>`;
      }
      for (let k = 0; k < 4; k++) {
        const ly = cy + ch * (0.05 + k * 0.24);
        s += `<rect x="${n(cx + cw * 0.56)}" y="${n(ly)}" width="${n(cw * 0.44)}" height="${n(ch * 0.18)}" rx="${n(ch * 0.03)}" fill="${dark ? C.navy : C.g50}"/>`;
        s += `<rect x="${n(cx + cw * 0.58)}" y="${n(ly + ch * 0.04)}" width="${n(cw * 0.07)}" height="${n(ch * 0.1)}" rx="${n(ch * 0.02)}" fill="${[C.warm, C.accent, C.navy, C.g500][k]}"/>`;
        s += `<rect x="${n(cx + cw * 0.68)}" y="${n(ly + ch * 0.065)}" width="${n(cw * (0.18 + r() * 0.1))}" height="${n(ch * 0.05)}" rx="${n(ch * 0.025)}" fill="${fg}" fill-opacity="0.6"/>`;
      }
      break;
    }
    case 'payroll': {
      // employee rows with avatars, amounts, and a "run payroll" button
      const rows = 5;
      const rh = (ch * 0.78) / rows;
      for (let k = 0; k < rows; k++) {
        const ry = cy + rh * k;
        s += `<rect x="${n(cx)}" y="${n(ry + rh * 0.08)}" width="${n(cw)}" height="${n(rh * 0.84)}" rx="${n(rh * 0.15)}" fill="${k % 2 ? (dark ? C.navy : C.g50) : 'none'}"/>`;
        s += `<circle cx="${n(cx + rh * 0.55)}" cy="${n(ry + rh * 0.5)}" r="${n(rh * 0.28)}" fill="${[C.accent, C.warm, C.navy, C.g500, C.accent][k]}"/>`;
        s += `<rect x="${n(cx + rh * 1.1)}" y="${n(ry + rh * 0.38)}" width="${n(cw * (0.22 + r() * 0.1))}" height="${n(rh * 0.24)}" rx="${n(rh * 0.12)}" fill="${fg}" fill-opacity="0.6"/>`;
        s += `<rect x="${n(cx + cw * 0.55)}" y="${n(ry + rh * 0.38)}" width="${n(cw * 0.12)}" height="${n(rh * 0.24)}" rx="${n(rh * 0.12)}" fill="${fg}" fill-opacity="0.35"/>`;
        s += `<rect x="${n(cx + cw * 0.78)}" y="${n(ry + rh * 0.38)}" width="${n(cw * 0.14)}" height="${n(rh * 0.24)}" rx="${n(rh * 0.12)}" fill="${fg}" fill-opacity="0.75"/>`;
      }
      s += `<rect x="${n(cx + cw * 0.7)}" y="${n(cy + ch * 0.84)}" width="${n(cw * 0.3)}" height="${n(ch * 0.14)}" rx="${n(ch * 0.07)}" fill="${C.accent}"/>`;
      s += `<rect x="${n(cx + cw * 0.77)}" y="${n(cy + ch * 0.895)}" width="${n(cw * 0.16)}" height="${n(ch * 0.035)}" rx="${n(ch * 0.017)}" fill="${C.white}"/>`;
      break;
    }
    case 'services': {
      // a grid of service tiles with simple glyphs
      const cols = 3;
      const tw = (cw - cw * 0.04) / cols;
      const th = (ch - ch * 0.06) / 2;
      for (let k = 0; k < 6; k++) {
        const tx = cx + (k % cols) * (tw + cw * 0.02);
        const ty = cy + Math.floor(k / cols) * (th + ch * 0.06);
        s += `<rect x="${n(tx)}" y="${n(ty)}" width="${n(tw)}" height="${n(th)}" rx="${n(th * 0.1)}" fill="${dark ? C.navy : C.g50}" stroke="${soft}" stroke-width="${n(h * 0.004)}"/>`;
        const ix = tx + tw * 0.12;
        const iy = ty + th * 0.16;
        const is = th * 0.34;
        s += `<rect x="${n(ix)}" y="${n(iy)}" width="${n(is)}" height="${n(is)}" rx="${n(is * 0.25)}" fill="${[C.accent, C.navy, C.warm, C.accent, C.navy, C.warm][k]}"/>`;
        s += `<rect x="${n(ix + is * 0.25)}" y="${n(iy + is * 0.3)}" width="${n(is * 0.5)}" height="${n(is * 0.1)}" rx="${n(is * 0.05)}" fill="${C.white}"/><rect x="${n(ix + is * 0.25)}" y="${n(iy + is * 0.55)}" width="${n(is * 0.32)}" height="${n(is * 0.1)}" rx="${n(is * 0.05)}" fill="${C.white}"/>`;
        s += `<rect x="${n(tx + tw * 0.12)}" y="${n(ty + th * 0.62)}" width="${n(tw * (0.5 + r() * 0.25))}" height="${n(th * 0.09)}" rx="${n(th * 0.045)}" fill="${fg}" fill-opacity="0.7"/>`;
        s += `<rect x="${n(tx + tw * 0.12)}" y="${n(ty + th * 0.78)}" width="${n(tw * 0.6)}" height="${n(th * 0.06)}" rx="${n(th * 0.03)}" fill="${fg}" fill-opacity="0.3"/>`;
      }
      break;
    }
    case 'thanks': {
      const m = ch * 0.55;
      s += markFragment(cx + cw / 2 - m / 2, cy + ch * 0.05, m);
      s += `<rect x="${n(cx + cw * 0.25)}" y="${n(cy + ch * 0.72)}" width="${n(cw * 0.5)}" height="${n(ch * 0.08)}" rx="${n(ch * 0.04)}" fill="${fg}" fill-opacity="0.8"/>`;
      s += `<rect x="${n(cx + cw * 0.33)}" y="${n(cy + ch * 0.86)}" width="${n(cw * 0.34)}" height="${n(ch * 0.05)}" rx="${n(ch * 0.025)}" fill="${fg}" fill-opacity="0.4"/>`;
      break;
    }
    case 'flow': {
      const boxes: [number, number][] = [
        [0.0, 0.1],
        [0.36, 0.1],
        [0.72, 0.1],
        [0.18, 0.6],
        [0.54, 0.6],
      ];
      const bw = cw * 0.26;
      const bh = ch * 0.3;
      const cols = [C.accentSoft, mix(C.warm, C.white, 0.6), C.accentSoft, C.g200, mix(C.accent, C.white, 0.6)];
      const centre = (b: [number, number]) => [cx + cw * b[0] + bw / 2, cy + ch * b[1] + bh / 2];
      const links = [
        [0, 1],
        [1, 2],
        [1, 3],
        [3, 4],
        [4, 2],
      ];
      for (const [a, b] of links) {
        const [x1, y1] = centre(boxes[a]);
        const [x2, y2] = centre(boxes[b]);
        s += `<path d="M${n(x1)} ${n(y1)} L${n(x2)} ${n(y2)}" stroke="${C.g500}" stroke-width="${n(h * 0.012)}"/>`;
      }
      boxes.forEach((b, i) => {
        s += `<rect x="${n(cx + cw * b[0])}" y="${n(cy + ch * b[1])}" width="${n(bw)}" height="${n(bh)}" rx="${n(bh * 0.2)}" fill="${cols[i]}" stroke="${C.ink}" stroke-width="${n(h * 0.008)}"/>`;
        s += `<rect x="${n(cx + cw * b[0] + bw * 0.15)}" y="${n(cy + ch * b[1] + bh * 0.4)}" width="${n(bw * (0.4 + r() * 0.3))}" height="${n(bh * 0.18)}" rx="${n(bh * 0.09)}" fill="${C.ink}" fill-opacity="0.6"/>`;
      });
      break;
    }
  }
  return s;
}

/** A projection screen / slide with a frame. */
export function slide(x: number, y: number, w: number, h: number, kind: ChartKind, seed: number, opts: { dark?: boolean; glow?: boolean; title?: string } = {}): string {
  let s = '';
  if (opts.glow) s += `<rect x="${n(x - w * 0.04)}" y="${n(y - h * 0.05)}" width="${n(w * 1.08)}" height="${n(h * 1.1)}" rx="${n(h * 0.04)}" fill="${C.white}" fill-opacity="0.08"/>`;
  s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(h * 0.015)}" fill="${opts.dark ? C.ink : C.white}" stroke="${opts.dark ? C.navy : C.g200}" stroke-width="${n(Math.max(1.5, h * 0.012))}"/>`;
  s += chart(kind, x, y, w, h, seed, opts.dark, opts.title);
  return s;
}

/** Open laptop seen from the front (screen facing the viewer). Base centre at (x, y). */
export function laptopFront(x: number, y: number, w: number, kind: ChartKind, seed: number): string {
  const sh = w * 0.62;
  const sx = x - w / 2;
  const sy = y - sh;
  const b = w * 0.03;
  return (
    `<rect x="${n(sx)}" y="${n(sy)}" width="${n(w)}" height="${n(sh)}" rx="${n(b)}" fill="#2b3445"/>` +
    `<rect x="${n(sx + b)}" y="${n(sy + b)}" width="${n(w - 2 * b)}" height="${n(sh - 2 * b)}" fill="${C.white}"/>` +
    chart(kind, sx + b, sy + b, w - 2 * b, sh - 2 * b, seed) +
    `<path d="M${n(sx - w * 0.08)} ${n(y + w * 0.05)} L${n(sx + w * 1.08)} ${n(y + w * 0.05)} L${n(sx + w)} ${n(y)} L${n(sx)} ${n(y)} Z" fill="#c9ced8"/>` +
    `<rect x="${n(sx - w * 0.08)}" y="${n(y + w * 0.05)}" width="${n(w * 1.16)}" height="${n(w * 0.015)}" fill="#9aa1ae"/>`
  );
}

/** Laptop seen from behind (lid with the brand mark). Base centre at (x, y). */
export function laptopBack(x: number, y: number, w: number, lid = '#c9ced8'): string {
  const sh = w * 0.62;
  return (
    `<rect x="${n(x - w / 2)}" y="${n(y - sh)}" width="${n(w)}" height="${n(sh)}" rx="${n(w * 0.03)}" fill="${lid}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - sh / 2)}" r="${n(w * 0.06)}" fill="${C.white}" fill-opacity="0.6"/>`
  );
}

/** Coffee cup on a saucer, base centre at (x, y), size s. */
export function cup(x: number, y: number, s: number, color: string = C.white): string {
  return (
    `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 0.75)}" ry="${n(s * 0.16)}" fill="${mix(color, '#000000', 0.1)}"/>` +
    `<path d="M${n(x + s * 0.35)} ${n(y - s * 0.55)} a${n(s * 0.2)} ${n(s * 0.2)} 0 1 1 0 ${n(s * 0.4)}" fill="none" stroke="${color}" stroke-width="${n(s * 0.1)}"/>` +
    `<path d="M${n(x - s * 0.45)} ${n(y - s * 0.75)} L${n(x + s * 0.45)} ${n(y - s * 0.75)} L${n(x + s * 0.35)} ${n(y - s * 0.05)} L${n(x - s * 0.35)} ${n(y - s * 0.05)} Z" fill="${color}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y - s * 0.75)}" rx="${n(s * 0.45)}" ry="${n(s * 0.1)}" fill="#6b4226"/>`
  );
}

/** Potted plant, pot base centre at (x, ground), height s. */
export function plant(x: number, ground: number, s: number, seed: number): string {
  const r = rng(seed);
  let leaves = '';
  for (let i = 0; i < 7; i++) {
    const a = -Math.PI / 2 + (i - 3) * 0.38 + (r() - 0.5) * 0.2;
    const len = s * (0.45 + r() * 0.3);
    const ex = x + Math.cos(a) * len;
    const ey = ground - s * 0.35 + Math.sin(a) * len;
    const col = i % 2 ? C.accent : mix(C.accent, '#2f9e6e', 0.6);
    leaves += `<ellipse cx="${n((x + ex) / 2)}" cy="${n((ground - s * 0.35 + ey) / 2)}" rx="${n(len * 0.5)}" ry="${n(s * 0.07)}" fill="${col}" transform="rotate(${n((a * 180) / Math.PI)} ${n((x + ex) / 2)} ${n((ground - s * 0.35 + ey) / 2)})"/>`;
  }
  return (
    leaves +
    `<path d="M${n(x - s * 0.2)} ${n(ground - s * 0.38)} L${n(x + s * 0.2)} ${n(ground - s * 0.38)} L${n(x + s * 0.15)} ${n(ground)} L${n(x - s * 0.15)} ${n(ground)} Z" fill="${C.g500}"/>`
  );
}

/** Rectangular table seen from the front: top edge at y, spanning x..x+w, with a skirt down to `floor`. */
export function tableFront(x: number, y: number, w: number, floor: number, cloth: string, top: string = mix(cloth, C.white, 0.25)): string {
  const d = (floor - y) * 0.12;
  return (
    `<ellipse cx="${n(x + w / 2)}" cy="${n(floor)}" rx="${n(w * 0.55)}" ry="${n(d * 0.6)}" fill="#000" fill-opacity="0.1"/>` +
    `<rect x="${n(x)}" y="${n(y - d)}" width="${n(w)}" height="${n(d)}" fill="${top}"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(floor - y)}" fill="${cloth}"/>`
  );
}

/** Desk with visible legs (top at y, thickness t). */
export function desk(x: number, y: number, w: number, floor: number, top: string, legs: string = C.g500, depth = 0): string {
  const t = 10;
  let s = '';
  if (depth) s += `<path d="M${n(x + depth)} ${n(y - depth)} L${n(x + w - depth)} ${n(y - depth)} L${n(x + w)} ${n(y)} L${n(x)} ${n(y)} Z" fill="${mix(top, C.white, 0.3)}"/>`;
  s += `<rect x="${n(x + w * 0.04)}" y="${n(y + t)}" width="8" height="${n(floor - y - t)}" fill="${legs}"/>`;
  s += `<rect x="${n(x + w * 0.96 - 8)}" y="${n(y + t)}" width="8" height="${n(floor - y - t)}" fill="${legs}"/>`;
  s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${t}" fill="${top}"/>`;
  return s;
}

/** Backdrop banner with the brand mark and abstract stripes (no text). */
export function banner(x: number, y: number, w: number, h: number, color: string, seed: number): string {
  const r = rng(seed);
  const m = Math.min(h * 0.42, w * 0.2);
  let s = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${color}"/>`;
  s += `<path d="M${n(x + w * (0.55 + r() * 0.2))} ${n(y)} L${n(x + w)} ${n(y)} L${n(x + w)} ${n(y + h)} L${n(x + w * (0.35 + r() * 0.2))} ${n(y + h)} Z" fill="${C.white}" fill-opacity="0.07"/>`;
  s += `<rect x="${n(x)}" y="${n(y + h - h * 0.06)}" width="${n(w)}" height="${n(h * 0.06)}" fill="${C.warm}"/>`;
  s += markFragment(x + w / 2 - m / 2, y + h * 0.18, m);
  s += `<rect x="${n(x + w / 2 - m * 1.2)}" y="${n(y + h * 0.18 + m * 1.2)}" width="${n(m * 2.4)}" height="${n(m * 0.16)}" rx="${n(m * 0.08)}" fill="${C.white}" fill-opacity="0.85"/>`;
  s += `<rect x="${n(x + w / 2 - m * 0.8)}" y="${n(y + h * 0.18 + m * 1.5)}" width="${n(m * 1.6)}" height="${n(m * 0.1)}" rx="${n(m * 0.05)}" fill="${C.white}" fill-opacity="0.5"/>`;
  return s;
}

/** Pull-up banner stand, base centre at (x, ground). */
export function rollup(x: number, ground: number, h: number, color: string, seed: number): string {
  const w = h * 0.4;
  return (
    `<rect x="${n(x - w * 0.55)}" y="${n(ground - h * 0.03)}" width="${n(w * 1.1)}" height="${n(h * 0.03)}" rx="3" fill="${C.g500}"/>` +
    banner(x - w / 2, ground - h, w, h * 0.97, color, seed)
  );
}

/** Window with a city skyline; `sky` sets the time of day. */
export function cityWindow(x: number, y: number, w: number, h: number, sky: [string, string], seed: number, frame: string = C.white, id = 'sky'): { defs: string; svg: string } {
  const r = rng(seed);
  const defs = `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>`;
  let s = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id})"/>`;
  const night = sky[0] === C.ink || sky[0] === C.navy;
  let bx = x;
  while (bx < x + w) {
    const bw = 30 + r() * 60;
    const bh = h * (0.25 + r() * 0.5);
    const col = night ? mix(C.ink, C.navy, r() * 0.6) : mix(C.g200, C.navy, 0.15 + r() * 0.35);
    s += `<rect x="${n(bx)}" y="${n(y + h - bh)}" width="${n(Math.min(bw, x + w - bx))}" height="${n(bh)}" fill="${col}"/>`;
    if (night) {
      for (let wy = y + h - bh + 10; wy < y + h - 8; wy += 16)
        for (let wx = bx + 6; wx < Math.min(bx + bw, x + w) - 8; wx += 14)
          if (r() < 0.35) s += `<rect x="${n(wx)}" y="${n(wy)}" width="6" height="8" fill="${C.warm}" fill-opacity="0.8"/>`;
    }
    bx += bw + 4;
  }
  // mullions
  const panes = Math.max(2, Math.round(w / 180));
  for (let i = 1; i < panes; i++) s += `<rect x="${n(x + (w * i) / panes - 4)}" y="${n(y)}" width="8" height="${n(h)}" fill="${frame}"/>`;
  s += `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${frame}" stroke-width="12"/>`;
  return { defs, svg: s };
}

/** Stage spotlight beam from (x, top) widening to `width` at `bottom`. */
export function beam(x: number, top: number, bottom: number, width: number, tilt = 0, opacity = 0.1): string {
  return `<path d="M${n(x - 10)} ${n(top)} L${n(x + 10)} ${n(top)} L${n(x + tilt + width / 2)} ${n(bottom)} L${n(x + tilt - width / 2)} ${n(bottom)} Z" fill="${C.white}" fill-opacity="${opacity}"/>`;
}

/** Ceiling pendant lamp hanging at x from y=0 to y. */
export function pendant(x: number, y: number, s: number, shade: string = C.ink): string {
  return (
    `<path d="M${n(x)} 0 V${n(y - s * 0.5)}" stroke="${C.g500}" stroke-width="2"/>` +
    `<ellipse cx="${n(x)}" cy="${n(y + s * 0.05)}" rx="${n(s * 0.9)}" ry="${n(s * 0.35)}" fill="${C.warm}" fill-opacity="0.25"/>` +
    `<path d="M${n(x - s * 0.25)} ${n(y - s * 0.5)} L${n(x + s * 0.25)} ${n(y - s * 0.5)} L${n(x + s * 0.6)} ${n(y)} L${n(x - s * 0.6)} ${n(y)} Z" fill="${shade}"/>`
  );
}

/** Row of chair backs (seen from behind), covering the lower bodies of a seated row. */
export function chairBacks(xs: number[], top: number, w: number, h: number, color: string): string {
  return xs
    .map((x) => `<rect x="${n(x - w / 2)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.18)}" fill="${color}"/>`)
    .join('');
}

/** A simple chair seen from the front (for panel / seated figures). Seat at y. */
export function chairFront(x: number, seatY: number, s: number, color: string, floor: number): string {
  return (
    `<rect x="${n(x - s * 0.45)}" y="${n(seatY - s * 1.05)}" width="${n(s * 0.9)}" height="${n(s * 1.05)}" rx="${n(s * 0.15)}" fill="${color}"/>` +
    `<rect x="${n(x - s * 0.5)}" y="${n(seatY - s * 0.06)}" width="${n(s)}" height="${n(s * 0.14)}" rx="${n(s * 0.05)}" fill="${mix(color, '#000000', 0.15)}"/>` +
    `<rect x="${n(x - s * 0.42)}" y="${n(seatY)}" width="${n(s * 0.06)}" height="${n(floor - seatY)}" fill="${C.g500}"/>` +
    `<rect x="${n(x + s * 0.36)}" y="${n(seatY)}" width="${n(s * 0.06)}" height="${n(floor - seatY)}" fill="${C.g500}"/>`
  );
}

/** Soft vignette overlay + gradient definitions to make a flat scene read like a photo. */
export function vignette(w: number, h: number, strength = 0.28, id = 'vig'): { defs: string; svg: string } {
  return {
    defs: `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${strength}"/></radialGradient>`,
    svg: `<rect width="${w}" height="${h}" fill="url(#${id})"/>`,
  };
}
