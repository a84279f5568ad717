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

  it('frtaxcalc, Assumed Par Value Capital example: 1,000,000 shares at $1.00 and 250,000 at $5.00, 485,000 issued, $1,000,000 of assets: assumed par $2.061856, capital $3,311,856, tax 4 × $400 = $1,600', () => {
    const result = estimate('class=1000000:1&class=250000:5&issued=485000&assets=1000000');
    const work = result.assumedPar!;
    expect(work.assumedPar).toBe('2.061856');
    expect(work.classes.map((c) => [c.basis, c.value])).toEqual([
      ['assumed-par', '2,061,856.00'],
      ['par', '1,250,000.00'],
    ]);
    expect(work.capital).toBe('3,311,856.00');
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

describe('frtaxcalc step 1: the assumed par is carried to six decimal places', () => {
  it('10,000,000 shares at $0.0001, 3,000,000 issued, $600,000.01 of assets: $0.200000 a share, $2,000,000 of capital, $800 (the exact fraction would cross into a third million: $1,200)', () => {
    const work = estimate('authorized=10000000&par=0.0001&issued=3000000&assets=600000.01').assumedPar!;
    expect(work.assumedPar).toBe('0.200000');
    expect(work.capital).toBe('2,000,000.00');
    expect(work.units).toBe(2);
    expect(work.tax).toBe(800);
  });

  it('rounds the sixth decimal half up, as the example does (1,000,000 ÷ 485,000 = 2.0618556… → 2.061856)', () => {
    // 1 ÷ 3 = 0.3333333… → 0.333333; 2 ÷ 3 = 0.6666666… → 0.666667.
    expect(estimate('authorized=10000000&par=0.000001&issued=3&assets=1').assumedPar!.assumedPar).toBe('0.333333');
    expect(estimate('authorized=10000000&par=0.000001&issued=3&assets=2').assumedPar!.assumedPar).toBe('0.666667');
  });

  it('compares a par value with the six-decimal figure: a par equal to it is valued at par', () => {
    // 1 ÷ 3 carried to six places is 0.333333, which a par of $0.333333 equals.
    const work = estimate('authorized=3000000&par=0.333333&issued=3&assets=1').assumedPar!;
    expect(work.classes[0]).toMatchObject({ basis: 'par', value: '999,999.00' });
  });
});

describe('8 Del. C. § 503(a)(2): shares without par value', () => {
  it('1,000,000 shares without par value, all issued, $10,000 of assets: $8,665, not the $400 the assumed par would give (§ 503(a)(2), $100 a share of assumed no-par capital)', () => {
    const result = estimate('authorized=1000000&par=0&issued=1000000&assets=10000');
    const work = result.assumedPar!;
    expect(work.classes[0]).toMatchObject({ basis: 'no-par', value: '100,000,000.00' });
    expect(work.capital).toBeNull();
    expect(work.noPar).toMatchObject({ capital: '100,000,000', bracket: 'steps', steps: 99, tax: 8_665 });
    expect(work.tax).toBe(8_665);
    expect(result.authorizedShares.tax).toBe(8_665);
    expect(result.tax).toBe(8_665);
    expect(result.total).toBe(8_665 + rules.annualReportFee);
  });

  it('only shares without par value: the Authorized Shares method is never higher (the Division: it always gives the lesser tax)', () => {
    for (const shares of [1, 5_000, 5_001, 10_000, 10_001, 123_456, 10_000_000]) {
      const result = estimate(`authorized=${shares}&par=0&issued=${shares}&assets=1000000000`);
      expect(result.authorizedShares.tax).toBeLessThanOrEqual(result.assumedPar!.tax);
      expect(result.method).toBe('authorized-shares');
    }
  });

  it.each([
    [5_000, 175, 'minimum'],
    [5_001, 250, 'tier'],
    [10_000, 250, 'tier'],
    [10_001, 335, 'steps'],
    [20_000, 335, 'steps'],
    [20_001, 420, 'steps'],
  ])("%i no-par shares: $%i on § 503(a)(2)'s schedule ($500,000 / $1,000,000 / $85 a further million or part)", (shares, tax, bracket) => {
    expect(estimate(`authorized=${shares}&par=0&issued=1&assets=0`).assumedPar!.noPar).toMatchObject({ tax, bracket });
  });

  it('par and no-par classes together: the par classes by assumed par (issued shares of every class divide the assets), plus the no-par tax, then the $400 minimum', () => {
    // 10,000,000 at $0.0001 and 20,000 no-par; 8,000,000 issued in all; $5,000,000: assumed par $0.625, capital $6,250,000 → 7 × $400 = $2,800; no-par $2,000,000 → $335.
    const mixed = estimate('class=10000000:0.0001&class=20000:0&issued=8000000&assets=5000000').assumedPar!;
    expect(mixed.assumedPar).toBe('0.625000');
    expect(mixed.capital).toBe('6,250,000.00');
    expect(mixed.parTax).toBe(2_800);
    expect(mixed.noPar!.tax).toBe(335);
    expect(mixed.tax).toBe(3_135);
  });

  it('a par capital under $1,000,000 is taxed in proportion to $400 (§ 503(a)(2)), to the cent, before the minimum', () => {
    // 10,000 no-par ($1,000,000: $250) and 1,000,000 at $0.0001, $124,690 of assets over 1,010,000 issued: $0.123455 → $123,455 → $49.382 → $49.38.
    const work = estimate('class=1000000:0.0001&class=10000:0&issued=1010000&assets=124690').assumedPar!;
    expect(work.assumedPar).toBe('0.123455');
    expect(work.capital).toBe('123,455.00');
    expect(work.prorated).toBe(true);
    expect(work.parTax).toBe(49.38);
    expect(work.computed).toBe(299.38);
    expect(work).toMatchObject({ tax: rules.assumedPar.minimumTax, limit: 'minimum' });
    // With more no-par capital the sum passes the minimum, cents and all: $335 + $49.38.
    const over = estimate('class=1000000:0.0001&class=10001:0&issued=1010000&assets=124690').assumedPar!;
    expect(over).toMatchObject({ computed: 384.38, tax: rules.assumedPar.minimumTax });
    const above = estimate('class=1000000:0.0001&class=30000:0&issued=1010000&assets=124690').assumedPar!;
    expect(above).toMatchObject({ computed: 469.38, tax: 469.38, limit: null });
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
    // Past a million only once the six-decimal assumed par is: $500,002.49 gives $0.100000 (one unit), $500,002.50 gives $0.100001 (two).
    expect(estimate(`authorized=10000000&par=0.00001&issued=5000000&assets=500002.49`).assumedPar!.units).toBe(1);
    expect(estimate(`authorized=10000000&par=0.00001&issued=5000000&assets=500002.50`).assumedPar!.units).toBe(2);
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

  it('under one million, a par-only corporation pays the minimum', () => {
    const work = estimate('authorized=1000&par=1&issued=1000&assets=5000').assumedPar!;
    expect(work).toMatchObject({ prorated: true, roundedCapital: null, tax: minimumTax, limit: 'minimum' });
  });

  it('values a class at its par value when that is not below the assumed par (the two equal: par)', () => {
    const work = estimate('authorized=1000&par=2&issued=500&assets=1000').assumedPar!;
    expect(work.assumedPar).toBe('2.000000');
    expect(work.classes.map((c) => c.basis)).toEqual(['par']);
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

  it('corp.delaware.gov/paytaxes: $200 and 1.5% a month on the tax and the penalty, for each month or part after the due date', () => {
    const due = `${String(rules.due.month).padStart(2, '0')}-${String(rules.due.day).padStart(2, '0')}`;
    const onTime = estimate(`authorized=10000000&par=0.0001&filed=2027-${due}`);
    expect(onTime.late).toMatchObject({ monthsLate: 0, penalty: 0, interest: 0 });
    expect(onTime.total).toBe(onTime.tax + rules.annualReportFee);

    const nextDay = estimate('authorized=10000000&par=0.0001&filed=2027-03-02');
    expect(nextDay.late).toMatchObject({ dueDate: '2027-03-01', monthsLate: 1, penalty: rules.latePenalty });
    // $85,165 of tax and $200 of penalty, 1.5% for one month: $1,280.475 → $1,280.48.
    expect(nextDay.tax).toBe(85_165);
    expect(nextDay.late!.interest).toBe(1_280.48);
    expect(estimate('authorized=10000000&par=0.0001&filed=2027-04-01').late!.monthsLate).toBe(1);
    const twoMonths = estimate('authorized=10000000&par=0.0001&filed=2027-04-02');
    expect(twoMonths.late!.monthsLate).toBe(2);
    expect(twoMonths.late!.interest).toBe(2_560.95);
    expect(twoMonths.total).toBe(85_165 + rules.annualReportFee + rules.latePenalty + 2_560.95);
  });
});
