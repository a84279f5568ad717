import { buildHead, excerpt, metaDescription } from '../../shared/meta/build-head';
import { testConfig } from '../support/render-page';

describe('buildHead', () => {
  const head = buildHead({ title: 'Pricing | Ledgerline', description: 'Plans and prices.', path: '/pricing' }, testConfig);

  it('emits exactly one of each tag a previewer reads', () => {
    const keys = head.tags.map((t) => (t.tag === 'link' ? `link:${t.rel}` : 'property' in t ? t.property : t.name));
    for (const key of [
      'description',
      'robots',
      'link:canonical',
      'og:title',
      'og:description',
      'og:url',
      'og:type',
      'og:site_name',
      'og:image',
      'og:image:width',
      'og:image:height',
      'twitter:card',
    ]) {
      expect(keys.filter((k) => k === key)).toHaveLength(1);
    }
  });

  it('makes the canonical and og:url absolute from SITE_URL, never with a trailing ?', () => {
    const article = buildHead({ title: 't', description: 'd', path: '/why-choose-a-wyoming-llc?' }, testConfig);
    const canonical = article.tags.find((t) => t.tag === 'link' && t.rel === 'canonical');
    expect(canonical).toMatchObject({ href: 'https://www.example.com/why-choose-a-wyoming-llc' });
  });

  it('marks pages noindex when asked (the 404 page)', () => {
    const notFound = buildHead({ title: 't', description: 'd', path: '/x', noindex: true }, testConfig);
    expect(notFound.tags).toContainEqual({ tag: 'meta', name: 'robots', content: 'noindex,follow' });
    expect(head.tags).toContainEqual({ tag: 'meta', name: 'robots', content: 'index,follow' });
  });
});

describe('text helpers', () => {
  it('cuts excerpts at exactly n characters and adds ... only when cut', () => {
    const long = 'a'.repeat(151);
    expect(excerpt(long, 150)).toBe(`${'a'.repeat(150)}...`);
    expect(excerpt('a'.repeat(150), 150)).toBe('a'.repeat(150));
    expect(excerpt('b'.repeat(251), 250)).toHaveLength(253);
  });

  it('keeps meta descriptions at 160 characters or fewer', () => {
    const d = metaDescription('word '.repeat(80).trim());
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith('...')).toBe(true);
    expect(metaDescription('Short <one>')).toBe('Short <one>');
  });
});
