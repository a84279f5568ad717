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

// The same few post and article bodies are turned into text on every render of their page and the blog list.
const textOf = new Map<string, string>();
// Room for every text one render needs, or that render clears its own and the next converts them all again: the deepest
// no-JavaScript blog page (21 pages of 7, 147 posts) turns each body and then each card's excerpt into text, 294 in all.
// 256 fitted the site's ten posts but not a blog of 150 (tests/integration/post-text-memo.test.ts).
const textCacheEntries = 512;

/** Plain text of an HTML fragment: tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const known = textOf.get(html);
  if (known !== undefined) return known;
  const text = decodeEntities(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (textOf.size >= textCacheEntries) textOf.clear();
  textOf.set(html, text);
  return text;
}

/** The product's excerpt rule: the first n characters, with '...' added only when the text was cut. */
export function excerpt(text: string, n: number): string {
  return text.length > n ? `${text.slice(0, n)}...` : text;
}

/** A meta description of at most max characters in total, ending in '...' when cut. */
export function metaDescription(html: string, max = 160): string {
  const text = htmlToText(html);
  return text.length > max ? `${text.slice(0, max - 3).trimEnd()}...` : text;
}

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  mdash: '—',
  ndash: '–',
  hellip: '…',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code.startsWith('#')) {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return namedEntities[code.toLowerCase()] ?? whole;
  });
}
