import { heading, meta } from '../../content/generated/compliance-calendar-page';
import { absoluteUrl } from '../../meta/build-head';
import type { PublicConfig } from '../../public-config';
import { paths } from '../../site-paths';

/** The calendar as a free web application of the firm's. */
export function calendarJsonLd(config: PublicConfig): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: heading,
    description: meta.description,
    url: absoluteUrl(config, paths.complianceCalendar),
    applicationCategory: 'BusinessApplication',
    operatingSystem: 'Any',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    provider: { '@type': 'Organization', name: config.siteName, url: config.siteUrl },
  };
}
