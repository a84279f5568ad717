import { z } from 'zod';
import { isCalendarDate } from '../../format/long-date';
import { capture } from '../../text/capture';

/**
 * Pieces every kind of content is built from. The content compiler
 * (server/content/compile/) validates content/ with these schemas; pages only
 * import their types, so none of zod reaches the browser through them.
 */

/** Visible copy: never empty, never padded (a stray space shows as a gap in the layout). */
export const text = z
  .string()
  .min(1, 'must not be empty')
  .refine((value) => value === value.trim(), 'must not start or end with spaces');

/** A meta description: search engines show about 160 characters. */
export const metaDescription = text.refine((value) => value.length <= 160, 'must be at most 160 characters (search engines cut the rest)');

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine(isCalendarDate, 'must be a day that exists');

export const iconNames = [
  'ledger',
  'receipt',
  'building',
  'chart',
  'gear',
  'shield',
  'clock',
  'chat',
  'folder',
  'dashboard',
  'card',
  'bell',
  'key',
  'globe',
  'users',
  'check',
  'calendar',
  'spark',
  'presentation',
  'handshake',
  'book',
] as const;

export const iconName = z.enum(iconNames, { error: `must be one of the icons: ${iconNames.join(', ')}` });

export const highlight = z.strictObject({ title: text, description: text, icon: iconName });

export const faq = z.strictObject({
  question: text,
  /** Plain text; blank lines separate paragraphs. */
  answer: text,
});

export const testimonial = z.strictObject({ text, author: text, company: text, rating: z.literal(5), source: text });

/** A page's <title> (without the firm's name, which pages add) and its meta description. */
export const pageMeta = z.strictObject({ title: text, description: metaDescription });

/**
 * The tools a page points its readers to, each by its id (the last segment of
 * its path in content/tools.yaml: delaware-franchise-tax); the content check
 * refuses an id that is not a tool there.
 */
export const toolId = z.string().regex(/^[a-z]+(-[a-z]+)*$/, 'must be the id of a tool of content/tools.yaml, lowercase words joined by dashes');

/** The tools a page offers, when it may offer none. */
export const relatedToolIds = z.array(toolId).default([]);

/** A section's heading and the sentence under it. */
export const sectionIntro = z.strictObject({ heading: text, lede: text });

/**
 * Copy around values a page computes, written with {name} slots ("Up to {amount}"):
 * each slot the page fills must be there, and no other.
 */
export function template(...slots: string[]) {
  return text.refine(
    (value) => {
      const found = [...value.matchAll(/\{(\w+)\}/g)].map((m) => capture(m, 1));
      return slots.every((slot) => found.includes(slot)) && found.every((slot) => slots.includes(slot));
    },
    { message: `must contain ${slots.map((slot) => `{${slot}}`).join(' and ')}, and no other {slot}` },
  );
}
