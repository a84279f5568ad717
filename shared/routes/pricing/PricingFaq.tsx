import { faq } from '../../content/generated/pricing-page';
import { Accordion } from '../../components/Accordion';
import { fillSlots } from '../../format/fill-slots';
import { formatUsd } from '../../format/whole-number';
import { maxStep, tierFor } from '../../pricing/price';

/** The pricing questions' one slot, {topCeiling}: the monthly expenses the slider's last step covers. */
export function fillFaq(text: string): string {
  return fillSlots(text, { topCeiling: formatUsd(tierFor(maxStep()).expenseCeiling) });
}

/** The pricing questions under the plans, as the service pages show theirs (<details>, every answer in the HTML). */
export function PricingFaq() {
  const items = faq.items.map((item) => ({ title: fillFaq(item.question), content: <p>{fillFaq(item.answer)}</p> }));
  return (
    <section className="pricing-faq" aria-labelledby="pricing-faq-title">
      <h2 id="pricing-faq-title">{faq.heading}</h2>
      <Accordion items={items} />
    </section>
  );
}
