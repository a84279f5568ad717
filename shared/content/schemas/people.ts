import { z } from 'zod';
import { isoDate, metaDescription, text } from './common';

/** An address a visitor's browser opens: https only. */
const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

/** A person's handle in links and bylines: /about#<slug>. */
export const personSlug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and dashes');

/** A licence or designation, with the issuing body's own public page where anyone can check it. */
export const credential = z.strictObject({
  /** The letters after the name: CPA, EA, CA, Attorney… */
  kind: text,
  /** What the letters stand for: Certified Public Accountant. */
  title: text,
  issuer: text,
  jurisdiction: text,
  licenceNumber: text,
  verifyUrl: httpsUrl,
});

/** One person of the firm (content/people/<slug>.yaml). */
export const person = z.strictObject({
  slug: personSlug,
  name: text,
  role: text,
  /** A photo under public/images/people/ (decision 0012); without one, the page draws the person's initials. */
  photo: z.strictObject({ src: z.string().regex(/^\/images\/people\/[A-Za-z0-9._-]+$/, 'must be a file under public/images/people/'), alt: text }).optional(),
  languages: z.array(text).min(1),
  bio: text,
  credentials: z.array(credential).default([]),
  /** A sample, shown on a developer's machine only, never on a public SITE_URL (decision 0045). */
  placeholder: z.boolean().default(false),
});

/**
 * Who wrote or reviewed a page, and when: the byline of a help article, a
 * blog post or a tool. `person` is the slug of someone in content/people/.
 */
export const bylineRef = z.strictObject({
  kind: z.enum(['written', 'reviewed'], { error: 'must be written or reviewed' }),
  person: personSlug,
  date: isoDate,
});

/** One review, as published where the client wrote it (content/reviews.yaml). */
export const review = z.strictObject({
  quote: text,
  author: text,
  company: text,
  rating: z.number().int().min(1).max(5),
  date: isoDate,
  /** The platform's name, for the link to the review: Google, Trustpilot, Clutch, G2… */
  platform: text,
  /** The https address where the review was published. */
  source: httpsUrl,
  placeholder: z.boolean().default(false),
});

export const reviewsContent = z.strictObject({ items: z.array(review) });

/** The /about page's copy (content/about.yaml); the firm's facts come in through fact tokens. */
export const aboutContent = z.strictObject({
  meta: z.strictObject({ title: text, description: metaDescription }),
  heading: text,
  story: z.array(text).min(1),
  team: z.strictObject({ heading: text, lede: text }),
  labels: z.strictObject({ languages: text, credentials: text, verify: text }),
});

export type Person = z.output<typeof person>;
export type Credential = z.output<typeof credential>;
export type BylineRef = z.output<typeof bylineRef>;
export type Review = z.output<typeof review>;
export type ReviewsContent = z.output<typeof reviewsContent>;
export type AboutContent = z.output<typeof aboutContent>;
