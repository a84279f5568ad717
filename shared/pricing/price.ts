import type { Plan, PlanTier } from '../content/types';
import { plans, slider } from '../content/generated/pricing';
import { formatUsd } from '../format/whole-number';
import { fillSlots } from '../format/fill-slots';

/**
 * The pricing slider's expense tiers (SPEC section 9). How many there are, what
 * each covers and what a step adds to each tiered plan are facts of
 * content/facts.yaml, read through content/pricing.yaml.
 */

// No statement here reads the content at load: json-ld.ts, which every page shares, imports this module, and a
// top-level read would pull the plans into every page's chunk.

export const minStep = 1;

/** The last step: the slider has as many as content/facts.yaml says. */
export function maxStep(): number {
  return slider.steps;
}

export interface Tier extends Record<PlanTier, number> {
  step: number;
  /** Monthly business expenses covered, in US dollars. */
  expenseCeiling: number;
}

export function isStep(value: unknown): value is number {
  return typeof value === 'number' && isWholeStep(value);
}

function isWholeStep(step: number): boolean {
  return Number.isInteger(step) && step >= minStep && step <= maxStep();
}

export function tierFor(step: number): Tier {
  if (!isWholeStep(step)) throw new RangeError(`Pricing step must be a whole number from ${minStep} to ${maxStep()}, got ${step}`);
  const above = step - minStep;
  const prices = Object.fromEntries(plans.flatMap((plan) => (plan.tier ? [[plan.tier, plan.price + (plan.stepPrice ?? 0) * above]] : []))) as Record<PlanTier, number>;
  return { step, expenseCeiling: slider.firstCeiling + slider.ceilingStep * above, ...prices };
}

/** The step named by ?step=N; anything but a whole number within the slider falls back to the first tier. */
export function stepFromQuery(raw: string | null): number {
  const step = raw !== null && /^\d{1,2}$/.test(raw) ? Number(raw) : NaN;
  return isStep(step) ? step : minStep;
}

/** A plan's price at the given tier: fixed plans ignore the slider. */
export function planPrice(plan: Pick<Plan, 'price' | 'tier'>, tier: Tier): number {
  return plan.tier ? tier[plan.tier] : plan.price;
}

/** What a tier covers, in words: the slider's spoken value and the monthly plans' small print. */
export function expenseCeilingText(tier: Tier): string {
  return fillSlots(slider.valueText, { amount: formatUsd(tier.expenseCeiling) });
}
