import { z } from 'zod';
import { sectionIntro, text } from './common';

export const appCategories = ['Marketplace', 'Payments', 'Accounting', 'Tax', 'E-commerce'] as const;

export const integratedApp = z.strictObject({
  name: text,
  /** The simple-icons slug of its logo (npm run images draws it); left out when simple-icons has none for the brand. */
  iconSlug: z
    .string()
    .regex(/^[a-z0-9]+$/, 'must be a simple-icons slug: lowercase letters and digits')
    .nullable()
    .default(null),
  category: z.enum(appCategories),
});

/** The apps the firm works with, on the home page and in the pricing page's logo strip. */
export const appsContent = sectionIntro.extend({
  apps: z.array(integratedApp).min(1),
  /** The pricing page's control that stops the logos moving. */
  pauseLogos: text,
});

export type AppsContent = z.output<typeof appsContent>;
export type IntegratedApp = z.output<typeof integratedApp>;
export type AppCategory = (typeof appCategories)[number];
