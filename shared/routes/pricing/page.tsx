import type { loader } from './page.server';
import { usePageData } from '../../page';
import { eyebrow, heading, lede, meta, plans } from '../../content/generated/pricing';
import { allIn, faq, reviews as reviewsCopy, tools as toolsCopy } from '../../content/generated/pricing-page';
import { RelatedTools } from '../../components/RelatedTools';
import { ReviewList } from '../../components/ReviewList';
import { faqPageJsonLd } from '../../meta/json-ld';
import { AllInPrices } from './AllInPrices';
import { fillFaq, PricingFaq } from './PricingFaq';
import { pageTitle } from '../../meta/build-head';
import { offersJsonLd } from './offers-json-ld';
import type { RouteHandle } from '../../meta/page-meta';
import { LogoMarquee } from './LogoMarquee';
import { PricingTiers } from './PricingTiers';
import { Island } from '../../islands/Island';
import { paths } from '../../site-paths';

export const handle: RouteHandle = {
  sheet: 'pricing',
  meta: ({ config }) => ({
    title: pageTitle(meta.title, config),
    description: meta.description,
    path: paths.pricing,
    jsonLd: [offersJsonLd(plans, config), faqPageJsonLd(faq.items, fillFaq)],
  }),
};

// The firm's fee in the all-in price is the plan's own price (its fact), never a figure of its own.
const formationFee = plans.find((plan) => plan.id === allIn.plan)?.price ?? 0;

export function Component() {
  const loaded = usePageData<typeof loader>();
  return (
    <div className="container section pricing">
      <header className="page-intro pricing-intro">
        <p className="eyebrow">{eyebrow}</p>
        <h1>{heading}</h1>
        <p className="lede">{lede}</p>
      </header>
      <Island name="pricing-tiers" component={PricingTiers} props={{ step: loaded.step }} load="idle" />
      <AllInPrices firmFee={formationFee} states={loaded.states} venture={loaded.venture} />
      {loaded.reviews.length ? (
        <section className="section" aria-labelledby="pricing-reviews-title">
          <h2 id="pricing-reviews-title">{reviewsCopy.heading}</h2>
          <p className="lede">{reviewsCopy.lede}</p>
          <ReviewList reviews={loaded.reviews} />
        </section>
      ) : null}
      <RelatedTools ids={toolsCopy.ids} heading={toolsCopy.heading} className="pricing-tools" />
      <PricingFaq />
      <LogoMarquee />
    </div>
  );
}
