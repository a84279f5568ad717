import type { Plan } from '../../content/types';
import { formatUsd } from '../../format/whole-number';
import { planPrice, type Tier } from '../../pricing/price';

/** Speaks the new monthly prices after the visitor moves the slider; silent on page load. */
export function PriceAnnouncer({ plans, tier, active }: { plans: Plan[]; tier: Tier; active: boolean }) {
  const text = active ? plans.map((plan) => `${plan.title} ${formatUsd(planPrice(plan, tier))} ${plan.frequency}`).join(', ') : '';
  return (
    <p className="visually-hidden" aria-live="polite">
      {text}
    </p>
  );
}
