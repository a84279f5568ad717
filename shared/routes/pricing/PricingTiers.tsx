import { useState } from 'react';
import { plans } from '../../content/generated/pricing';
import { tierFor } from '../../pricing/price';
import { useHydrated } from '../../components/use-hydrated';
import { PlanCard } from './PlanCard';
import { PriceSlider } from './PriceSlider';
import { PriceAnnouncer } from './PriceAnnouncer';

const aboveSlider = plans.filter((plan) => plan.aboveSlider);
const belowSlider = plans.filter((plan) => !plan.aboveSlider);

/** Keeps ?step= in the address bar in step with the slider, so a reload or a shared link shows the same tier. */
function replaceStep(step: number): void {
  const url = new URL(window.location.href);
  url.searchParams.set('step', String(step));
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The pricing island: the plan cards and the slider whose tier prices them. A card's "Talk to us" opens the contact
 * dialog, another island, by its data attributes (client/chrome/contact-links.ts).
 */
export function PricingTiers({ step: initialStep }: { step: number }) {
  const hydrated = useHydrated();
  const [step, setStep] = useState(initialStep);
  const [changed, setChanged] = useState(false);

  const changeStep = (next: number) => {
    setStep(next);
    setChanged(true);
    replaceStep(next);
  };

  const tier = tierFor(step);
  return (
    <>
      <ul className="pricing-cards">
        {aboveSlider.map((plan) => (
          <PlanCard key={plan.title} plan={plan} tier={tier} />
        ))}
      </ul>
      <PriceSlider step={step} onChange={changeStep} hydrated={hydrated} />
      <ul className="pricing-cards pricing-cards--tiered">
        {belowSlider.map((plan) => (
          <PlanCard key={plan.title} plan={plan} tier={tier} />
        ))}
      </ul>
      <PriceAnnouncer plans={belowSlider} tier={tier} active={changed} />
    </>
  );
}
