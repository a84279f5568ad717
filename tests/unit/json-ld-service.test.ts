import { servicePages } from '../../shared/content/generated/services';
import { serviceNames } from '../../shared/content/generated/site';
import { faqPageJsonLd, serviceJsonLd } from '../../shared/meta/json-ld';
import { handle } from '../../shared/routes/service/page';
import { fillTokens } from '../../shared/public-config';
import { testConfig } from '../support/render-page';
import { firstItems } from '../support/must';

const config = testConfig;

describe('service JSON-LD', () => {
  it('describes each service with its provider, area served and canonical URL', () => {
    const taxReturn = servicePages.find((s) => s.path === '/tax-return')!;
    expect(serviceJsonLd(taxReturn, config)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: 'Tax Return',
      serviceType: 'Tax Return',
      description: taxReturn.metaDescription,
      provider: { '@type': 'Organization', '@id': 'https://www.example.com/#organization', name: 'Ledgerline', url: 'https://www.example.com/' },
      areaServed: 'Worldwide',
      url: 'https://www.example.com/tax-return',
    });
  });

  it.each(servicePages.map((s) => [s.path, s] as const))('%s meta carries Service, FAQPage (the rendered FAQs) and breadcrumb data', (path, service) => {
    const meta = handle.meta!({ pathname: path, config, data: undefined, params: {} });
    expect(meta.path).toBe(path);
    expect(meta.title).toBe(`${service.metaTitle} | Ledgerline`);
    expect(meta.description.length).toBeLessThanOrEqual(160);
    const types = meta.jsonLd!.map((j) => j['@type']);
    expect(types).toEqual(['Service', 'FAQPage', 'BreadcrumbList']);

    const faq = meta.jsonLd![1] as { mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }> };
    expect(faq.mainEntity).toHaveLength(service.faqs.length);
    expect(faq.mainEntity[0]?.name).toBe(firstItems(service.faqs, 1, 'FAQs')[0].question);
    expect(faq.mainEntity.map((q) => q.acceptedAnswer.text).join(' ')).not.toContain('{{');

    const crumbs = meta.jsonLd![2] as { itemListElement: Array<{ name: string; item: string }> };
    expect(crumbs.itemListElement.map((c) => [c.name, c.item])).toEqual([
      ['Home', 'https://www.example.com/'],
      [serviceNames[service.path], `https://www.example.com${path}`],
    ]);
  });

  it('fills {{tokens}} in FAQ answers', () => {
    const json = faqPageJsonLd([{ question: 'Who is {{siteName}}?', answer: 'Write to {{contactEmail}}.' }], (t) => fillTokens(t, config)) as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    };
    expect(json.mainEntity[0]).toMatchObject({ name: 'Who is Ledgerline?', acceptedAnswer: { text: 'Write to hello@example.com.' } });
  });

  it('gives every service page a unique description', () => {
    expect(new Set(servicePages.map((s) => s.metaDescription)).size).toBe(servicePages.length);
  });
});
