import { z } from 'zod';
import { pageMeta, template, text } from './common';

/** The plans whose price follows the pricing slider; the code names them to price them (shared/pricing/price.ts). */
export const planTiers = ['bookkeeping', 'cfo'] as const;

const dollars = z.number().nonnegative('must be a price in US dollars, 0 or more');

export const plan = z
  .strictObject({
    title: text,
    /** Price in US dollars, at slider step 1 for a plan with a tier. */
    price: dollars,
    /** e.g. "one time", "annual", "per hour", "per month". */
    frequency: text,
    note: text.optional(),
    features: z.array(text).min(1),
    buttonLabel: text,
    /** A plan whose price follows the slider. */
    tier: z.enum(planTiers).optional(),
    /** What each slider step above the first adds to a tiered plan's price. */
    stepPrice: dollars.optional(),
    /** Shown above the slider (true) or below it (false). */
    aboveSlider: z.boolean(),
  })
  .refine((p) => (p.tier === undefined) === (p.stepPrice === undefined), { message: 'a plan with a tier needs a stepPrice, and only such a plan has one', path: ['stepPrice'] });

export const pricingContent = z.strictObject({
  meta: pageMeta,
  eyebrow: text,
  heading: text,
  lede: text,
  slider: z.strictObject({
    label: text,
    help: text,
    /** The button that applies the slider without JavaScript. */
    update: text,
    /** The slider's shown value, the expenses a step covers: "Up to {amount}". */
    value: template('amount'),
    /** The same, spoken by assistive technology and printed on each tiered plan: "Up to {amount} in monthly expenses". */
    valueText: template('amount'),
    /** A tick under the slider, the amount in thousands: "${thousands}k". */
    tick: template('thousands'),
    /** The structured data's note on a tiered plan's price. */
    startingPrice: template('amount'),
    /** How many steps the slider has (SPEC: 6). */
    steps: z.number().int().min(2).max(99),
    /** Monthly business expenses covered at step 1, in US dollars. */
    firstCeiling: dollars,
    /** What each step above the first adds to the expenses covered. */
    ceilingStep: dollars,
  }),
  plans: z
    .array(plan)
    .min(1)
    .refine((plans) => planTiers.every((tier) => plans.filter((p) => p.tier === tier).length === 1), `each tier (${planTiers.join(', ')}) is the tier of exactly one plan`),
  /** The home page's "Prices at a glance" box, which lists the same plans. */
  glance: z.strictObject({ heading: text, note: text, from: text }),
});

export type PricingContent = z.output<typeof pricingContent>;
export type Plan = z.output<typeof plan>;
export type PlanTier = (typeof planTiers)[number];
