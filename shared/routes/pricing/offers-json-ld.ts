import type { PublicConfig } from '../../public-config';
import type { Plan } from '../../content/types';
import { slider } from '../../content/generated/pricing';
import { absoluteUrl } from '../../meta/build-head';
import { fillSlots } from '../../format/fill-slots';
import { formatUsd } from '../../format/whole-number';
import { minStep, tierFor } from '../../pricing/price';
import { paths } from '../../site-paths';

// Beside the pricing page rather than in meta/json-ld.ts, which every page shares: it reads the plans.

type Json = Record<string, unknown>;

/** UN/CEFACT unit codes for the plan frequencies that are a price per unit of time. */
const unitCodes: Record<string, string> = { annual: 'ANN', 'per month': 'MON', 'per hour': 'HUR' };

function priceSpecification(plan: Plan): Json {
  const unitCode = unitCodes[plan.frequency];
  const base = { price: plan.price, priceCurrency: 'USD' };
  if (!unitCode) return { '@type': 'PriceSpecification', ...base };
  return {
    '@type': 'UnitPriceSpecification',
    ...base,
    unitCode,
    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode },
    ...(plan.tier ? { description: fillSlots(slider.startingPrice, { amount: formatUsd(tierFor(minStep).expenseCeiling) }) } : {}),
  };
}

/** The plans on /pricing as offers of the firm's service; slider-priced plans are listed at their starting price. */
export function offersJsonLd(plans: Plan[], config: PublicConfig): Json {
  const pricingUrl = absoluteUrl(config, paths.pricing);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: `${config.siteName} bookkeeping, tax and US company formation`,
    serviceType: 'Accounting',
    url: pricingUrl,
    provider: { '@type': 'Organization', name: config.siteName, url: `${config.siteUrl}/` },
    offers: plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.title,
      url: pricingUrl,
      price: plan.price,
      priceCurrency: 'USD',
      priceSpecification: priceSpecification(plan),
      ...(plan.note ? { description: plan.note } : {}),
    })),
  };
}
