import { z } from 'zod';
import { servicePaths } from '../../site-paths';
import { faq, highlight, metaDescription, relatedToolIds, text } from './common';

/** One service page (content/services/<path>.yaml). */
export const servicePage = z.strictObject({
  path: z.enum(servicePaths, { error: `must be a service page: ${servicePaths.join(', ')}` }),
  /** <title> text without the site name suffix. */
  metaTitle: text,
  metaDescription,
  eyebrow: text,
  heading: text,
  lede: text,
  highlights: z.array(highlight).min(1),
  /** What is included, as short bullet lines. */
  included: z.array(text).min(1),
  /** The tools its related-tools block offers, after what is included; none, no block. */
  tools: relatedToolIds,
  faqTitle: text,
  faqs: z.array(faq).min(1),
});

/** What every service page says around its own copy (content/services/_page.yaml). */
export const servicePageLabels = z.strictObject({
  /** The highlights' heading, for assistive technology only. */
  highlights: text,
  included: text,
  otherServices: text,
  /** Each FAQ's link to the pricing page (SPEC: See Plan). */
  seePlan: text,
});

export type ServicePage = z.output<typeof servicePage>;
export type ServicePageLabels = z.output<typeof servicePageLabels>;
