import type { loader } from './page.server';
import { useState } from 'react';
import { usePageData, useReplaceSearch } from '../../page';
import { eyebrow, heading, lede, meta, plans } from '../../content/generated/pricing';
import { allIn, faq } from '../../content/generated/pricing-page';
import { faqPageJsonLd } from '../../meta/json-ld';
import { AllInPrices } from './AllInPrices';
import { fillFaq, PricingFaq } from './PricingFaq';
import { pageTitle } from '../../meta/build-head';
import { offersJsonLd } from './offers-json-ld';
import type { RouteHandle } from '../../meta/page-meta';
import { tierFor } from '../../pricing/price';
import { LogoMarquee } from './LogoMarquee';
import { PlanCard } from './PlanCard';
import { PriceSlider } from './PriceSlider';
import { PriceAnnouncer } from './PriceAnnouncer';
import { useHydrated } from '../../components/use-hydrated';
import { paths } from '../../site-paths';

export const handle: RouteHandle = {
  sheet: 'marketing',
  meta: ({ config }) => ({
    title: pageTitle(meta.title, config),
    description: meta.description,
    path: paths.pricing,
    jsonLd: [offersJsonLd(plans, config), faqPageJsonLd(faq.items, fillFaq)],
  }),
};

const aboveSlider = plans.filter((plan) => plan.aboveSlider);
const belowSlider = plans.filter((plan) => !plan.aboveSlider);
// The firm's fee in the all-in price is the plan's own price (its fact), never a figure of its own.
const formationFee = plans.find((plan) => plan.id === allIn.plan)?.price ?? 0;

export function Component() {
  const loaded = usePageData<typeof loader>();
  const hydrated = useHydrated();
  const replaceSearch = useReplaceSearch();
  const [step, setStep] = useState(loaded.step);
  const [changed, setChanged] = useState(false);

  const changeStep = (next: number) => {
    setStep(next);
    setChanged(true);
    replaceSearch({ step: String(next) });
  };

  const tier = tierFor(step);
  return (
    <div className="container section pricing">
      <header className="page-intro pricing-intro">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{heading}</h1>
        <p className="lede">{lede}</p>
      </header>
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
      <AllInPrices firmFee={formationFee} states={loaded.states} venture={loaded.venture} />
      <PricingFaq />
      <LogoMarquee />
    </div>
  );
}
