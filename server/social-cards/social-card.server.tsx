import { readFile } from 'node:fs/promises';
import path from 'node:path';
import satori from 'satori';
import { Resvg } from '@resvg/resvg-js';
import { loadCardFonts } from './card-fonts.server';

export const socialCardSize = { width: 1200, height: 630 } as const;

export interface SocialCardText {
  title: string;
  eyebrow?: string;
  siteName: string;
}

/** The brand palette of client/styles (tokens), which the card repeats in its own medium. */
const colours = { ink: '#0f1f3d', navy: '#1b3366', accent: '#0a7c66', accentSoft: '#e6f4f0', warm: '#f5b942', white: '#ffffff' } as const;

function Card({ title, eyebrow, siteName, mark }: SocialCardText & { mark: string }) {
  // Longer titles step down so three lines hold them; satori wraps and clamps the rest.
  const size = title.length > 70 ? 56 : title.length > 45 ? 64 : 76;
  return (
    <div style={{ width: '100%', height: '100%', display: 'flex', backgroundColor: colours.ink, fontFamily: 'Inter', position: 'relative' }}>
      <div style={{ position: 'absolute', left: 900, top: -260, width: 460, height: 460, borderRadius: 230, backgroundColor: colours.navy }} />
      <div style={{ position: 'absolute', left: 1071, top: 496, width: 128, height: 128, borderRadius: 64, border: `16px solid ${colours.warm}` }} />
      <div style={{ width: 16, height: '100%', flexShrink: 0, backgroundColor: colours.accent }} />
      <div style={{ display: 'flex', flexDirection: 'column', padding: '64px 150px 50px 72px', flexGrow: 1 }}>
        <img src={mark} alt="" width={64} height={64} />
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1 }}>
          {eyebrow ? <div style={{ fontSize: 26, fontWeight: 700, letterSpacing: 3, color: colours.warm, marginBottom: 20 }}>{eyebrow.toUpperCase()}</div> : null}
          <div style={{ fontSize: size, fontWeight: 700, lineHeight: 1.14, color: colours.white, lineClamp: 3, display: 'block' }}>{title}</div>
        </div>
        <div style={{ width: 64, height: 4, borderRadius: 2, backgroundColor: colours.accent, marginBottom: 20 }} />
        <div style={{ fontSize: 30, fontWeight: 700, color: colours.accentSoft }}>{siteName}</div>
      </div>
    </div>
  );
}

export type SocialCardRenderer = (text: SocialCardText) => Promise<Buffer>;

/** Loads the fonts and the firm's mark (public/favicon.svg) once; each call draws one 1200×630 PNG. */
export async function createSocialCardRenderer(publicDir = path.resolve('public')): Promise<SocialCardRenderer> {
  const [fonts, markSvg] = await Promise.all([loadCardFonts(), readFile(path.join(publicDir, 'favicon.svg'))]);
  const mark = `data:image/svg+xml;base64,${markSvg.toString('base64')}`;
  return async (text) => {
    const svg = await satori(<Card {...text} title={text.title || text.siteName} mark={mark} />, { ...socialCardSize, fonts });
    return new Resvg(svg, { fitTo: { mode: 'width', value: socialCardSize.width } }).render().asPng();
  };
}
