import { Icon } from '../../components/Icon';
import type { Plan } from '../../content/types';
import { fillTokens, usePublicConfig } from '../../public-config';
import { buyNowUrl } from '../../pricing/buy-now';
import { formatUsd } from '../../format/whole-number';
import { expenseCeilingText, planPrice, type Tier } from '../../pricing/price';
import { allIn } from '../../content/generated/pricing-page';
import { allInId } from './AllInPrices';
import { TalkToUsLink } from './TalkToUsLink';
import { BookLink } from '../../booking/BookCallLink';
import { callLink } from '../../content/generated/booking';
import { fillSlots } from '../../format/fill-slots';

/** Buy Now is a plain link: buying happens in the client app on another host. Talk to us opens the contact form naming the plan; Book a call is /book. */
export function PlanCard({ plan, tier }: { plan: Plan; tier: Tier }) {
  const config = usePublicConfig();
  return (
    <li className="pricing-card">
      <h2 className="pricing-card__title">{plan.title}</h2>
      <p className="pricing-card__price">
        <span className="pricing-card__amount">{formatUsd(planPrice(plan, tier))}</span> <span className="pricing-card__frequency">{plan.frequency}</span>
      </p>
      {plan.note ? <p className="pricing-card__note">{plan.note}</p> : null}
      {plan.tier ? <p className="pricing-card__note">{expenseCeilingText(tier)}</p> : null}
      {plan.id === allIn.plan ? (
        <p className="pricing-card__note">
          <a className="pricing-card__allin" href={`#${allInId}`}>
            {allIn.link}
          </a>
        </p>
      ) : null}
      <ul className="pricing-card__features">
        {plan.features.map((feature) => (
          <li key={feature}>
            <Icon name="check" size={18} className="pricing-card__check" />
            {fillTokens(feature, config)}
          </li>
        ))}
      </ul>
      <div className="pricing-card__actions">
        <a className="button button--primary" href={buyNowUrl(config.appOrigin, plan.title)}>
          {plan.buttonLabel}
          <span className="visually-hidden">: {plan.title}</span>
        </a>
        <TalkToUsLink plan={plan} />
        <BookLink className="button button--ghost">
          {callLink.label}
          <span className="visually-hidden"> {fillSlots(callLink.about, { plan: plan.title })}</span>
        </BookLink>
      </div>
    </li>
  );
}
