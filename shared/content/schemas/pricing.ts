import { z } from 'zod';
import { faq, pageMeta, template, text, toolId } from './common';
import { capture } from '../../text/capture';

/** The plans whose price follows the pricing slider; the code names them to price them (shared/pricing/price.ts). */
export const planTiers = ['bookkeeping', 'cfo'] as const;

const dollars = z.number().nonnegative('must be a price in US dollars, 0 or more');

/** A plan's id: /contact?plan=<id> names it, and the all-in price names its plan by it. */
export const planId = z.string().regex(/^[a-z]+(?:-[a-z]+)*$/, 'must be lowercase words joined by hyphens');

export const plan = z
  .strictObject({
    id: planId,
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

/** Copy that may fill the given {slots}, or none of them (unlike template(), which requires each). */
function slotsAtMost(...slots: string[]) {
  return text.refine((value) => [...value.matchAll(/\{(\w+)\}/g)].every((m) => slots.includes(capture(m, 1))), {
    message: `may contain ${slots.map((slot) => `{${slot}}`).join(', ')} and no other {slot}`,
  });
}

export const pricingContent = z
  .strictObject({
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
      .refine((plans) => planTiers.every((tier) => plans.filter((p) => p.tier === tier).length === 1), `each tier (${planTiers.join(', ')}) is the tier of exactly one plan`)
      .refine((plans) => new Set(plans.map((p) => p.id)).size === plans.length, 'each plan needs an id of its own'),
    /** "Talk to us" beside each Buy Now: its label, the rest of its accessible name, and the message it starts the contact form with. */
    talk: z.strictObject({ label: text, about: template('plan'), message: template('plan') }),
    /** The formation plan's all-in first-year price per state, from content/compliance/states/*.yaml. */
    allIn: z.strictObject({
      /** The id of the plan whose price is the firm's fee. */
      plan: planId,
      /** The plan card's link down to the table. */
      link: text,
      heading: text,
      lede: text,
      kinds: z.strictObject({ llc: text, corporation: text }),
      /** Each table's caption: "Delaware LLC". */
      caption: template('state', 'kind'),
      fee: text,
      amount: text,
      firmFee: text,
      /** Beside each state fee's source link: "as of January 1, 2026". */
      asOf: template('date'),
      secondary: text,
      total: text,
      /** A venture-style Delaware corporation's franchise tax beside the table's least, from the estimator. */
      venture: z.strictObject({
        state: z.string().regex(/^[A-Z]{2}$/),
        authorizedShares: z.int().positive(),
        par: z.string().regex(/^\d+(\.\d+)?$/),
        assumption: template('minimumShares'),
        note: template('shares', 'tax', 'total'),
        link: text,
      }),
    }),
    /** The tools offered above the pricing questions, under a heading of their own. */
    tools: z.strictObject({ heading: text, ids: z.array(toolId).min(1) }),
    /** The reviews' heading on pricing; the reviews are content/reviews.yaml. */
    reviews: z.strictObject({ heading: text, lede: text }),
    /** The pricing questions under the plans; {topCeiling} (the expenses the slider's last step covers) is the one slot they may use. */
    faq: z.strictObject({ heading: text, items: z.array(faq.extend({ question: slotsAtMost('topCeiling'), answer: slotsAtMost('topCeiling') })).min(1) }),
    /** The home page's "Prices at a glance" box, which lists the same plans. */
    glance: z.strictObject({ heading: text, note: text, from: text }),
  })
  .refine((content) => content.plans.some((p) => p.id === content.allIn.plan), { message: 'must be the id of one of the plans', path: ['allIn', 'plan'] });

export type PricingContent = z.output<typeof pricingContent>;
export type Plan = z.output<typeof plan>;
export type PlanTier = (typeof planTiers)[number];
