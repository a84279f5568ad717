import { plans } from '../../shared/content/generated/pricing';
import { buyNowUrl } from '../../shared/pricing/buy-now';
import { formatUsd } from '../../shared/format/whole-number';
import { expenseCeilingText, planPrice, stepFromQuery, tierFor } from '../../shared/pricing/price';

describe('tierFor', () => {
  it.each([
    [1, '$20,000', '$100', '$200'],
    [2, '$35,000', '$160', '$260'],
    [3, '$50,000', '$220', '$320'],
    [4, '$65,000', '$280', '$380'],
    [5, '$80,000', '$340', '$440'],
    [6, '$95,000', '$400', '$500'],
  ])('step %i covers expenses up to %s: Bookkeeping %s, CFO Advisory %s a month', (step, ceiling, bookkeeping, cfo) => {
    const tier = tierFor(step);
    expect(tier.step).toBe(step);
    expect(formatUsd(tier.expenseCeiling)).toBe(ceiling);
    expect(formatUsd(tier.bookkeeping)).toBe(bookkeeping);
    expect(formatUsd(tier.cfo)).toBe(cfo);
  });

  it.each([0, 7, -1, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects step %p', (step) => {
    expect(() => tierFor(step)).toThrow(RangeError);
  });

  it('describes a tier in words for the slider', () => {
    expect(expenseCeilingText(tierFor(2))).toBe('Up to $35,000 in monthly expenses');
  });
});

describe('stepFromQuery', () => {
  it.each([
    ['1', 1],
    ['4', 4],
    ['6', 6],
    ['06', 6],
  ])('reads ?step=%s as step %i', (raw, step) => {
    expect(stepFromQuery(raw)).toBe(step);
  });

  it.each([null, '', '0', '7', '2.5', '-3', 'abc', '3abc', ' 3', '1e0', '100'])('falls back to step 1 for %p', (raw) => {
    expect(stepFromQuery(raw)).toBe(1);
  });
});

describe('planPrice', () => {
  it('moves only the slider-priced plans', () => {
    const tier = tierFor(6);
    const prices = Object.fromEntries(plans.map((plan) => [plan.title, planPrice(plan, tier)]));
    expect(prices).toEqual({
      'USA Company Formation': 200,
      'Tax and Form Return': 150,
      'Pay-As-You-Go': 8,
      Bookkeeping: 400,
      'CFO Advisory': 500,
    });
  });

  it('lists each slider-priced plan at its step 1 price', () => {
    for (const plan of plans) expect(planPrice(plan, tierFor(1))).toBe(plan.price);
  });
});

describe('buyNowUrl', () => {
  it('sends the visitor to the app login with the plan title encoded', () => {
    expect(buyNowUrl('https://app.example.com', 'USA Company Formation')).toBe('https://app.example.com/login?redirectedFrom=pricing&plan=USA%20Company%20Formation');
    const url = new URL(buyNowUrl('https://app.example.com', 'Tax & Form Return'));
    expect(url.searchParams.get('redirectedFrom')).toBe('pricing');
    expect(url.searchParams.get('plan')).toBe('Tax & Form Return');
  });
});
