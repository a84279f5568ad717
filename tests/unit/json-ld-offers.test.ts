import { plans } from '../../shared/content/generated/pricing';
import { offersJsonLd } from '../../shared/routes/pricing/offers-json-ld';
import { testConfig } from '../support/render-page';

interface Offer {
  name: string;
  price: number;
  priceCurrency: string;
  url: string;
  priceSpecification: Record<string, unknown>;
}

describe('offersJsonLd', () => {
  const ld = offersJsonLd(plans, testConfig);
  const offers = ld.offers as Offer[];
  const offer = (name: string) => offers.find((o) => o.name === name);

  it('describes the firm as a schema.org Service with one offer per plan on /pricing', () => {
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'Service', url: 'https://www.example.com/pricing' });
    expect(ld.provider).toMatchObject({ '@type': 'Organization', name: 'Ledgerline' });
    expect(offers.map((o) => o.name)).toEqual(plans.map((p) => p.title));
    for (const o of offers) expect(o).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD', url: 'https://www.example.com/pricing' });
  });

  it('prices the one-time formation plan with a plain PriceSpecification', () => {
    expect(offer('USA Company Formation')).toMatchObject({
      price: 200,
      description: 'State taxes extra',
      priceSpecification: { '@type': 'PriceSpecification', price: 200, priceCurrency: 'USD' },
    });
  });

  it.each([
    ['Tax and Form Return', 150, 'ANN'],
    ['Pay-As-You-Go', 8, 'HUR'],
    ['Bookkeeping', 100, 'MON'],
    ['CFO Advisory', 200, 'MON'],
  ])('prices %s at $%i per %s unit', (name, price, unitCode) => {
    expect(offer(name)?.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price,
      priceCurrency: 'USD',
      unitCode,
      referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
    });
  });

  it('says the monthly plans are starting prices at the first expense tier', () => {
    expect(offer('Bookkeeping')?.priceSpecification.description).toBe('Starting price, for monthly expenses up to $20,000');
  });
});
