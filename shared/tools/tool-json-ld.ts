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

/** A page as the list of what it links to, in its order: the hub's tools, the changelog's changes (each at its anchor). */
export function itemListJsonLd(config: PublicConfig, items: ReadonlyArray<{ title: string; path: string }>): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.title, url: absoluteUrl(config, item.path) })),
  };
}

/**
 * A tool page's structured data: its main block (the tool, or the hub's or the changelog's list) with who reviewed the page
 * (reviewedBy, lastReviewed, dateModified; nothing without a byline), then its breadcrumbs. `trail` is the
 * page's toolTrail; its last crumb is the page. `published` is the page's own last date, when it has one
 * later than its review could be (the changelog's newest entry): dateModified is then the later of the two.
 */
export function toolPageJsonLd(
  config: PublicConfig,
  main: Record<string, unknown>,
  byline: Byline | null,
  trail: Array<{ name: string; path: string }>,
  published?: string,
): Array<Record<string, unknown>> {
  const here = trail.at(-1)?.path ?? '/';
  return [{ ...main, ...bylineJsonLd(config, byline, absoluteUrl(config, here), published) }, breadcrumbJsonLd(config, trail)];
}
