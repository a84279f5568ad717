/** Brand palette shared by every generated image (mirrors the site CSS). */
export const C = {
  ink: '#0f1f3d',
  navy: '#1b3366',
  accent: '#0a7c66',
  accentSoft: '#e6f4f0',
  warm: '#f5b942',
  g50: '#f6f7f9',
  g200: '#e3e6ec',
  g500: '#5b6474',
  white: '#ffffff',
} as const;

/** Linear blend of two #rrggbb colours; t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const pa = parse(a);
  const pb = parse(b);
  const out = pa.map((v, i) => Math.round(v + (pb[i] - v) * t));
  return '#' + out.map((v) => v.toString(16).padStart(2, '0')).join('');
}

function parse(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}
