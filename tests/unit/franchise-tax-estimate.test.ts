import { figures } from '../../shared/content/generated/franchise-tax';
import { estimateFranchiseTax, type FranchiseTaxInput } from '../../shared/tools/franchise-tax/estimate';
import { parseFranchiseTaxQuery } from '../../shared/tools/franchise-tax/query';
import { rulesFrom } from '../../shared/tools/franchise-tax/rules';

const rules = rulesFrom(figures.items);

/** The input a query string gives, as the page and the API read it. */
function input(query: string): FranchiseTaxInput {
  const parsed = parseFranchiseTaxQuery(new URLSearchParams(query));
  if (parsed.kind !== 'ok') throw new Error(`${query}: ${JSON.stringify(parsed)}`);
  return parsed.input;
}

const estimate = (query: string) => estimateFranchiseTax(input(query), rules);
const authorizedTax = (shares: number) => estimate(`authorized=${shares}&par=0.0001`).authorizedShares.tax;

describe("Delaware's worked examples (corp.delaware.gov/frtaxcalc/)", () => {
  it('10,005 authorized shares pay $335 ($250 plus $85) by the Authorized Shares method', () => {
    expect(authorizedTax(10_005)).toBe(335);
  });

  it('100,000 authorized shares pay $1,015 ($250 plus 9 × $85)', () => {
    const work = estimate('authorized=100000&par=0.0001').authorizedShares;
    expect(work.steps).toBe(9);
    expect(work.tax).toBe(1_015);
  });

  it('10,000,000 authorized shares pay $85,165 by the Authorized Shares method', () => {
    expect(authorizedTax(10_000_000)).toBe(85_165);
  });

  it('1,000,000 shares at $1.00 and 250,000 at $5.00, 485,000 issued, $1,000,000 of assets: assumed par $2.062, capital $3,311,856, tax $1,600', () => {
    const result = estimate('class=1000000:1&class=250000:5&issued=485000&assets=1000000');
    const work = result.assumedPar!;
    expect(work.assumedPar).toBe('2.061856');
    expect(work.classes.map((c) => [c.atAssumedPar, c.value])).toEqual([
      [true, '2,061,855.67'],
      [false, '1,250,000.00'],
    ]);
    expect(work.capital).toBe('3,311,855.67');
    expect(work.roundedCapital).toBe('4,000,000');
    expect(work.units).toBe(4);
    expect(work.tax).toBe(1_600);
    // 1,250,000 authorized shares by the other method: $250 + 124 × $85.
    expect(result.authorizedShares.tax).toBe(10_790);
    expect(result.method).toBe('assumed-par-value-capital');
    expect(result.tax).toBe(1_600);
    expect(result.total).toBe(1_600 + rules.annualReportFee);
  });
});

describe('the Authorized Shares brackets', () => {
  const { minimumShares, minimumTax, tierShares, tierTax, perTier, maximumTax } = rules.authorizedShares;

  it.each([
    [1, minimumTax],
    [minimumShares, minimumTax],
    [minimumShares + 1, tierTax],
    [tierShares, tierTax],
    [tierShares + 1, tierTax + perTier],
    [2 * tierShares, tierTax + perTier],
    [2 * tierShares + 1, tierTax + 2 * perTier],
  ])('%i authorized shares pay %i', (shares, tax) => {
    expect(authorizedTax(shares)).toBe(tax);
  });

  it('stops at the maximum, from the first share that would pass it', () => {
    // The most steps that stay within the maximum (with Delaware's figures, exactly at it: 23,510,000 shares pay $200,000).
    const steps = Math.floor((maximumTax - tierTax) / perTier);
    const lastWithin = tierShares * (1 + steps);
    expect(authorizedTax(lastWithin)).toBe(tierTax + steps * perTier);
    expect(estimate(`authorized=${lastWithin}&par=0.0001`).authorizedShares.limit).toBeNull();
    expect(estimate(`authorized=${lastWithin + 1}&par=0.0001`).authorizedShares).toMatchObject({ computed: tierTax + (steps + 1) * perTier, tax: maximumTax, limit: 'maximum' });
    expect(authorizedTax(1_000_000_000_000)).toBe(maximumTax);
  });

  it('adds the classes together', () => {
    expect(estimate(`class=${minimumShares}:0.0001&class=1:1`).authorizedShares.tax).toBe(tierTax);
  });
});

describe('the Assumed Par Value Capital method', () => {
  const { ratePerUnit, capitalUnit, minimumTax, maximumTax } = rules.assumedPar;
  const apTax = (query: string) => estimate(query).assumedPar!.tax;

  it('rounds the capital up to the next million, and a capital of exactly a million is one unit', () => {
    // 10,000,000 shares at assumed par: assets ÷ issued × authorized = assets × 2.
    expect(estimate(`authorized=10000000&par=0.00001&issued=5000000&assets=${capitalUnit / 2}`).assumedPar!.units).toBe(1);
    expect(estimate(`authorized=10000000&par=0.00001&issued=5000000&assets=${capitalUnit / 2 + 0.01}`).assumedPar!.units).toBe(2);
    expect(estimate(`authorized=10000000&par=0.00001&issued=5000000&assets=${(3 * capitalUnit) / 2}`).assumedPar!.tax).toBe(3 * ratePerUnit);
  });

  it('keeps every decimal of a tiny par value: 100,000,000,000 shares at $0.00001 is exactly $1,000,000', () => {
    const work = estimate('authorized=100000000000&par=0.00001&issued=1&assets=0').assumedPar!;
    expect(work.capital).toBe('1,000,000.00');
    expect(work.units).toBe(1);
    const above = estimate('authorized=100000000001&par=0.00001&issued=1&assets=0').assumedPar!;
    expect(above.capital).toBe('1,000,000.00');
    expect(above.units).toBe(2);
  });

  it('values a class at its par value when that is not below the assumed par (the two equal: par)', () => {
    const work = estimate('authorized=1000&par=2&issued=500&assets=1000').assumedPar!;
    expect(work.assumedPar).toBe('2.000000');
    expect(work.classes[0].atAssumedPar).toBe(false);
  });

  it('values shares without par value at the assumed par', () => {
    expect(estimate('authorized=1000&par=0&issued=1000&assets=5000').assumedPar!.classes[0]).toMatchObject({ atAssumedPar: true, value: '5,000.00' });
  });

  it('charges at least the minimum and at most the maximum', () => {
    expect(apTax('authorized=10000000&par=0.0001&issued=10000000&assets=0')).toBe(Math.max(minimumTax, ratePerUnit));
    const huge = estimate(`authorized=1000000&par=0.0001&issued=1000000&assets=${capitalUnit * (maximumTax / ratePerUnit + 1)}`).assumedPar!;
    expect(huge.computed).toBeGreaterThan(maximumTax);
    expect(huge).toMatchObject({ tax: maximumTax, limit: 'maximum' });
  });

  it('is null without issued shares or gross assets, and the Authorized Shares method is then the one', () => {
    expect(estimate('authorized=10000000&par=0.0001&issued=100').assumedPar).toBeNull();
    expect(estimate('authorized=10000000&par=0.0001&assets=100').method).toBe('authorized-shares');
  });
});

describe('what is owed', () => {
  it('is the lower method plus the annual report fee', () => {
    const result = estimate('authorized=10000000&par=0.00001&issued=8000000&assets=250000');
    expect(result.method).toBe('assumed-par-value-capital');
    expect(result.tax).toBe(Math.min(result.authorizedShares.tax, result.assumedPar!.tax));
    expect(result.total).toBe(result.tax + rules.annualReportFee);
  });

  it('is the Large Corporate Filer tax for a Large Corporate Filer, whichever method is lower', () => {
    const result = estimate('authorized=5000&par=1&issued=5000&assets=1000&large=1');
    expect(result.largeCorporateFiler).toBe(true);
    expect(result.tax).toBe(rules.largeCorporateFilerTax);
    expect(result.total).toBe(rules.largeCorporateFilerTax + rules.annualReportFee);
  });

  it('adds no penalty on or before the due date, and the penalty and interest for each month or part after it', () => {
    const due = `${String(rules.due.month).padStart(2, '0')}-${String(rules.due.day).padStart(2, '0')}`;
    const onTime = estimate(`authorized=10000000&par=0.0001&filed=2027-${due}`);
    expect(onTime.late).toMatchObject({ monthsLate: 0, penalty: 0, interest: 0 });
    expect(onTime.total).toBe(onTime.tax + rules.annualReportFee);

    const nextDay = estimate('authorized=10000000&par=0.0001&filed=2027-03-02');
    expect(nextDay.late).toMatchObject({ dueDate: '2027-03-01', monthsLate: 1, penalty: rules.latePenalty });
    expect(nextDay.late!.interest).toBe(Math.round((nextDay.tax * rules.monthlyInterestPercent) / 100));
    expect(estimate('authorized=10000000&par=0.0001&filed=2027-04-01').late!.monthsLate).toBe(1);
    const twoMonths = estimate('authorized=10000000&par=0.0001&filed=2027-04-02');
    expect(twoMonths.late!.monthsLate).toBe(2);
    expect(twoMonths.total).toBe(twoMonths.tax + rules.annualReportFee + rules.latePenalty + twoMonths.late!.interest);
  });
});
