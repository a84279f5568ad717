import { z } from 'zod';
import { servicePaths } from '../../site-paths';
import { highlight, iconName, pageMeta, sectionIntro, text } from './common';

export const serviceCard = z.strictObject({
  title: text,
  description: text,
  linkText: text,
  link: z.enum(servicePaths, { error: `must be a service page: ${servicePaths.join(', ')}` }),
  icon: iconName,
});

export const homeContent = z.strictObject({
  meta: pageMeta,
  hero: z.strictObject({
    eyebrow: text,
    /** The heading's words before the typed word. */
    headingPrefix: text,
    /** The words the headline types in turn (SPEC: Bookkeeping, CFO Advisory, USA Business Incorporation, Tax Return). */
    words: z.array(text).min(1),
    /** The heading as screen readers hear it: the prefix and every word, in one sentence. */
    staticSentence: text,
    lede: text,
    viewPricing: text,
    pause: text,
  }),
  serviceCards: sectionIntro.extend({
    cards: z.array(serviceCard).refine((cards) => new Set(cards.map((c) => c.link)).size === servicePaths.length, 'needs one card for each of the five services'),
  }),
  accountant: z.strictObject({ heading: text, text }),
  portal: sectionIntro.extend({ features: z.array(highlight).min(1) }),
  /** The reviews' heading; the reviews themselves are content/reviews.yaml. */
  testimonials: sectionIntro,
  values: sectionIntro.extend({ items: z.array(highlight).min(1) }),
  cta: z.strictObject({ heading: text, text }),
});

export type HomeContent = z.output<typeof homeContent>;
export type ServiceCard = z.output<typeof serviceCard>;
