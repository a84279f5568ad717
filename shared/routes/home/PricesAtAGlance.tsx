import { glance, plans } from '../../content/generated/pricing';
import { formatUsd } from '../../format/whole-number';

/** The published prices, straight from the plan data, so the hero never quotes a stale number. */
export function PricesAtAGlance() {
  return (
    <aside className="home-glance" aria-labelledby="home-glance-title">
      <h2 id="home-glance-title" className="home-glance__title">
        {glance.heading}
      </h2>
      <dl className="home-glance__list">
        {plans.map((plan) => (
          <div key={plan.title} className="home-glance__row">
            <dt>{plan.title}</dt>
            <dd>
              {plan.tier ? `${glance.from} ` : ''}
              <strong>{formatUsd(plan.price)}</strong> {plan.frequency}
            </dd>
          </div>
        ))}
      </dl>
      <p className="home-glance__note">{glance.note}</p>
    </aside>
  );
}
