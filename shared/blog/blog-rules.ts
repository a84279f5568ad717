import type { BlogPage } from '../data/site-data';
import { capture } from '../text/capture';

export const blogPageSize = 7;
export const featuredExcerptLength = 250;
export const cardExcerptLength = 150;

/** False once the current page reaches the total pages, or when a bare-array answer held fewer than a full page. */
export function hasMorePages(page: number, result: BlogPage, limit = blogPageSize): boolean {
  if (result.pages === null) return result.blogs.length >= limit;
  return page < result.pages;
}

/** The page number from ?page=, clamped to something sensible; anything else is page 1. */
export function requestedPage(value: string | null, max = 50): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : 1;
}

/** Post images from our own folder come in two widths and two formats; others are used as given. */
export function localCoverSources(image: string): { avif: string; webp: string } | null {
  const match = /^\/images\/blog\/([a-z0-9-]+)\.webp$/.exec(image);
  if (!match) return null;
  const base = `/images/blog/${capture(match, 1)}`;
  return { avif: `${base}-600.avif 600w, ${base}.avif 1200w`, webp: `${base}-600.webp 600w, ${base}.webp 1200w` };
}
