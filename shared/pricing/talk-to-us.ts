import type { Plan } from '../content/types';
import { plans } from '../content/generated/pricing';
import { talk } from '../content/generated/pricing-page';
import { fillSlots } from '../format/fill-slots';
import { paths } from '../site-paths';

/** The plan a query's ?plan=<id> names, or undefined for anything else (no plan, an unknown id). */
export function planById(id: string | null): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

/** What "Talk to us" starts the contact form's message with: "I'd like to talk about the Bookkeeping plan." */
export function talkMessage(plan: Pick<Plan, 'title'>): string {
  return fillSlots(talk.message, { plan: plan.title });
}

/** The contact page with the plan named: where "Talk to us" goes without JavaScript, or opened in a new tab. */
export function talkPath(plan: Pick<Plan, 'id'>): string {
  return `${paths.contact}?plan=${plan.id}`;
}
