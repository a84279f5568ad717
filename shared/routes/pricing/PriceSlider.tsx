import { slider } from '../../content/generated/pricing';
import { fillSlots } from '../../format/fill-slots';
import { formatUsd } from '../../format/whole-number';
import { expenseCeilingText, maxStep, minStep, tierFor } from '../../pricing/price';
import { paths } from '../../site-paths';

const steps = Array.from({ length: maxStep() - minStep + 1 }, (_, i) => tierFor(minStep + i));

/**
 * A native range input, so keyboard and assistive technology work out of the box.
 * Until JavaScript runs it sits in a GET form with an "Update prices" button,
 * so the tiers work without it; after hydration the button goes away and the
 * prices follow the slider directly.
 */
export function PriceSlider({ step, onChange, hydrated }: { step: number; onChange: (step: number) => void; hydrated: boolean }) {
  const tier = tierFor(step);
  return (
    <form method="get" action={paths.pricing} className="pricing-slider">
      <div className="pricing-slider__head">
        <label htmlFor="pricing-step" className="pricing-slider__label">
          {slider.label}
        </label>
        <output htmlFor="pricing-step" className="pricing-slider__value">
          {fillSlots(slider.value, { amount: formatUsd(tier.expenseCeiling) })}
        </output>
      </div>
      <div className="pricing-slider__row">
        <div className="pricing-slider__track">
          <input
            id="pricing-step"
            name="step"
            type="range"
            min={minStep}
            max={maxStep()}
            step={1}
            value={step}
            aria-valuetext={expenseCeilingText(tier)}
            aria-describedby="pricing-step-help"
            onChange={(event) => onChange(Number(event.currentTarget.value))}
          />
          <div className="pricing-slider__scale" aria-hidden="true">
            {steps.map((s) => (
              <span key={s.step}>{fillSlots(slider.tick, { thousands: String(s.expenseCeiling / 1000) })}</span>
            ))}
          </div>
        </div>
        {hydrated ? null : (
          <button type="submit" className="button button--secondary">
            {slider.update}
          </button>
        )}
      </div>
      <p id="pricing-step-help" className="pricing-slider__help">
        {slider.help}
      </p>
    </form>
  );
}
