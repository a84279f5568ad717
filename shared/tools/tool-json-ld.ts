import { absoluteUrl } from '../meta/build-head';
import { breadcrumbJsonLd } from '../meta/json-ld';
import type { Byline } from '../people/byline';
import { bylineJsonLd } from '../people/people-json-ld';
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

/**
 * A tool page's structured data: its main block (the tool, or the hub's list) with who reviewed the page
 * (reviewedBy, lastReviewed, dateModified; nothing without a byline), then its breadcrumbs. `trail` is the
 * page's toolTrail; its last crumb is the page.
 */
export function toolPageJsonLd(config: PublicConfig, main: Record<string, unknown>, byline: Byline | null, trail: Array<{ name: string; path: string }>): Array<Record<string, unknown>> {
  const here = trail.at(-1)?.path ?? '/';
  return [{ ...main, ...bylineJsonLd(config, byline, absoluteUrl(config, here)) }, breadcrumbJsonLd(config, trail)];
}
