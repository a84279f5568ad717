import { z } from 'zod';
import { SiteDataError, type BlogPage, type BlogPost } from '../../shared/data/site-data';
import { sanitizeContentHtml } from '../content/sanitize.server';
import { isCalendarDate } from '../../shared/format/long-date';

const rawPost = z.looseObject({
  _id: z.union([z.string(), z.number()]).transform(String),
  title: z.string().default(''),
  description: z.string().default(''),
  category: z.string().default(''),
  image: z.string().default(''),
  date: z.string().optional(),
  createdAt: z.string().optional(),
});

const listShape = z.union([z.looseObject({ blogs: z.array(z.unknown()), pages: z.coerce.number().int().nonnegative().optional() }), z.array(z.unknown())]);

/** A relative image path from the API host becomes an absolute URL on that host; anything not http(s) is dropped. */
export function absoluteImage(apiOrigin: string, image: string): string {
  if (!image) return '';
  try {
    const url = new URL(image, `${apiOrigin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

export function toPost(apiOrigin: string, value: unknown): BlogPost {
  const parsed = rawPost.safeParse(value);
  if (!parsed.success) throw new SiteDataError('upstream', 'The blog service sent a post we could not read', 502);
  const p = parsed.data;
  const date = (p.date ?? p.createdAt)?.slice(0, 10);
  return {
    _id: p._id,
    title: p.title,
    description: sanitizeContentHtml(p.description),
    category: p.category,
    image: absoluteImage(apiOrigin, p.image),
    ...(date && isCalendarDate(date) ? { date } : {}),
  };
}

/** Accepts both list shapes: { blogs, pages } or a bare array (pages unknown). */
export function toBlogPage(apiOrigin: string, body: unknown): BlogPage {
  const parsed = listShape.safeParse(body);
  if (!parsed.success) throw new SiteDataError('upstream', 'The blog service sent a list we could not read', 502);
  const list = parsed.data;
  if (Array.isArray(list)) return { blogs: list.map((p) => toPost(apiOrigin, p)), pages: null };
  return { blogs: list.blogs.map((p) => toPost(apiOrigin, p)), pages: list.pages ?? null };
}
