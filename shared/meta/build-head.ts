import type { PublicConfig } from '../public-config';
import type { PageMeta } from './page-meta';
import { defaultSocialImage } from './social-images';

export type HeadTag =
  { tag: 'meta'; name: string; content: string } | { tag: 'meta'; property: string; content: string } | { tag: 'link'; rel: string; href: string; type?: string; title?: string };

export interface Head {
  title: string;
  tags: HeadTag[];
  jsonLd: Array<Record<string, unknown>>;
}

/** Absolute URL on the public origin; the path is kept as given, minus a dangling '?'. */
export function absoluteUrl(config: Pick<PublicConfig, 'siteUrl'>, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  const clean = path.replace(/\?$/, '');
  return `${config.siteUrl}${clean.startsWith('/') ? clean : `/${clean}`}`;
}

/** Builds the complete, de-duplicated head for a page: one title, description, canonical, robots, OG and Twitter set. */
export function buildHead(meta: PageMeta, config: PublicConfig): Head {
  const url = meta.path === undefined ? undefined : absoluteUrl(config, meta.path);
  const image = meta.image ?? {
    url: absoluteUrl(config, defaultSocialImage.path),
    width: defaultSocialImage.width,
    height: defaultSocialImage.height,
    alt: `${config.siteName}: bookkeeping, tax and US company formation`,
  };
  const imageUrl = absoluteUrl(config, image.url);
  const tags: HeadTag[] = [
    { tag: 'meta', name: 'description', content: meta.description },
    { tag: 'meta', name: 'robots', content: meta.noindex ? 'noindex,follow' : 'index,follow' },
    ...(url ? [{ tag: 'link' as const, rel: 'canonical', href: url }] : []),
    { tag: 'meta', property: 'og:title', content: meta.title },
    { tag: 'meta', property: 'og:description', content: meta.description },
    ...(url ? [{ tag: 'meta' as const, property: 'og:url', content: url }] : []),
    { tag: 'meta', property: 'og:type', content: meta.type ?? 'website' },
    { tag: 'meta', property: 'og:site_name', content: config.siteName },
    { tag: 'meta', property: 'og:locale', content: 'en_US' },
    { tag: 'meta', property: 'og:image', content: imageUrl },
    { tag: 'meta', property: 'og:image:width', content: String(image.width) },
    { tag: 'meta', property: 'og:image:height', content: String(image.height) },
    { tag: 'meta', property: 'og:image:alt', content: image.alt },
    { tag: 'meta', name: 'twitter:card', content: 'summary_large_image' },
    { tag: 'meta', name: 'twitter:title', content: meta.title },
    { tag: 'meta', name: 'twitter:description', content: meta.description },
    { tag: 'meta', name: 'twitter:image', content: imageUrl },
    ...(meta.links ?? []).map((link) => ({ tag: 'link' as const, ...link })),
  ];
  return { title: meta.title, tags, jsonLd: meta.jsonLd ?? [] };
}

/** "Page | Firm" unless the page title already names the firm. */
export function pageTitle(title: string, config: Pick<PublicConfig, 'siteName'>): string {
  return title.includes(config.siteName) ? title : `${title} | ${config.siteName}`;
}

/** The product's excerpt rule: the first n characters, with '...' added only when the text was cut. */
export function excerpt(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n)}...` : text;
}

/** A meta description of at most max characters of a plain text, ending in '...' when cut. */
export function metaDescription(text: string, max = 160): string {
  return text.length > max ? `${text.slice(0, max - 3).trimEnd()}...` : text;
}
