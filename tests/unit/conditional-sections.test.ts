import path from 'node:path';
import { keepConditionalSections } from '../../server/content/conditional-sections.server';
import { loadSiteContent } from '../../server/content/content.server';
import { htmlToText } from '../../server/content/html-to-text.server';

const source = ['Always.', '<!-- if analytics -->', 'With analytics.', '<!-- end if -->', '<!-- if no analytics -->', 'Without analytics.', '<!-- end if -->', 'Also always.'].join('\n');

describe('passages of Markdown that hold only for some deployments', () => {
  it('keeps the passages for analytics when it is on, and the others when it is off', () => {
    expect(keepConditionalSections(source, { analytics: true })).toBe('Always.\nWith analytics.\nAlso always.');
    expect(keepConditionalSections(source, { analytics: false })).toBe('Always.\nWithout analytics.\nAlso always.');
  });

  it('leaves other comments and text alone', () => {
    expect(keepConditionalSections('a <!-- note --> b\n<!-- note -->', { analytics: false })).toBe('a <!-- note --> b\n<!-- note -->');
  });

  it.each([
    ['an unknown condition', '<!-- if newsletter -->\nx\n<!-- end if -->', /"newsletter" is not one of analytics/],
    ['an unclosed passage', '<!-- if analytics -->\nx', /never closed/],
    ['a stray end', 'x\n<!-- end if -->', /line 2: <!-- end if --> without/],
    ['a nested passage', '<!-- if analytics -->\n<!-- if no analytics -->\n<!-- end if -->', /line 2: .*inside another/],
  ])('stops start-up on %s rather than publishing both versions', (_, text, message) => {
    expect(() => keepConditionalSections(text, { analytics: true })).toThrow(message);
  });
});

describe('the Privacy Policy describes analytics cookies only where the site sets them', () => {
  const base = { siteName: 'Ledgerline', contactEmail: 'hello@example.com', productName: 'Ledgerline Portal' };
  const privacy = async (gaMeasurementId?: string) => {
    const content = await loadSiteContent({ ...base, gaMeasurementId }, path.resolve('content'));
    return { html: content.legal.get('privacy-policy')!.html, text: htmlToText(content.legal.get('privacy-policy')!.html) };
  };

  it('with GA_MEASUREMENT_ID: consent first, Consent Mode, six months, Cookie settings, GPC, the cookies by name', async () => {
    const { html, text } = await privacy('G-ABC1234567');
    for (const fact of [/only if you agree/, /Until you press Accept/, /Global Privacy Control/, /six months/, /Cookie settings/, /_ga/, /Consent Mode/, /withdraw your consent/i]) {
      expect(text).toMatch(fact);
    }
    expect(text).not.toMatch(/do not use Google Analytics/);
    expect(html).not.toContain('<!--');
  });

  it('without it: no analytics section, a plain statement that none runs, sections I to VII still in order', async () => {
    const { html, text } = await privacy(undefined);
    expect(text).toMatch(/do not use Google Analytics or any similar service/);
    for (const absent of [/_ga/, /Consent Mode/, /Cookie settings/, /press Accept/, /provide analytics|measure how the website is used/]) expect(text).not.toMatch(absent);
    expect(html).not.toContain('<!--');
    const numerals = [...text.matchAll(/\b(I|II|III|IV|V|VI|VII)\. [A-Z]/g)].map((m) => m[1]);
    expect(numerals).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII']);
  });
});
