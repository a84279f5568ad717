import { absoluteUrl } from '../meta/build-head';
import type { PublicConfig } from '../public-config';

/** A tool page as schema.org describes a free web application, offered by the firm. */
export function webApplicationJsonLd(config: PublicConfig, tool: { name: string; description: string; path: string }): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: tool.name,
    description: tool.description,
    url: absoluteUrl(config, tool.path),
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: 0, priceCurrency: 'USD' },
    provider: { '@id': `${config.siteUrl}/#organization` },
  };
}

/** The hub as a list of its tools. */
export function toolListJsonLd(config: PublicConfig, tools: ReadonlyArray<{ title: string; path: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: tools.map((tool, i) => ({ '@type': 'ListItem', position: i + 1, name: tool.title, url: absoluteUrl(config, tool.path) })),
  };
}
