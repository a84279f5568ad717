import type { Plan } from '../content/types';
import { formatUsd } from '../format/whole-number';

/** The pricing slider's six expense tiers (SPEC section 9): one step adds $15,000 of monthly expenses and $60 to each monthly plan. */

export const minStep = 1;
export const maxStep = 6;

export interface Tier {
  step: number;
  /** Monthly business expenses covered, in US dollars. */
  expenseCeiling: number;
  /** Monthly price of the Bookkeeping plan. */
  bookkeeping: number;
  /** Monthly price of the CFO Advisory plan. */
  cfo: number;
}

export function isStep(value: unknown): value is number {
  return typeof value === 'number' && isWholeStep(value);
}

function isWholeStep(step: number): boolean {
  return Number.isInteger(step) && step >= minStep && step <= maxStep;
}

export function tierFor(step: number): Tier {
  if (!isWholeStep(step)) throw new RangeError(`Pricing step must be a whole number from ${minStep} to ${maxStep}, got ${step}`);
  const above = step - 1;
  return { step, expenseCeiling: 20000 + 15000 * above, bookkeeping: 100 + 60 * above, cfo: 200 + 60 * above };
}

/** The step named by ?step=N; anything but a whole number from 1 to 6 falls back to the first tier. */
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
  return `Up to ${formatUsd(tier.expenseCeiling)} in monthly expenses`;
}
