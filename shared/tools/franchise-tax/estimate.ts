import { divideRounded, divideUp, formatFraction, groupDigits } from './decimal';

/**
 * The Delaware franchise tax of a stock corporation, both ways Delaware allows,
 * worked step by step. Pure: the figures come in as `rules` (content/facts.yaml,
 * through content/tools/delaware-franchise-tax.yaml), the company as `input`;
 * the page's loader and the JSON API both call this and nothing else computes it.
 *
 * It follows 8 Del. C. § 503(a) and the Division of Corporations' published
 * steps (decision 0032 lists what was read and where):
 * - the assumed par is gross assets ÷ issued shares (every class, treasury
 *   shares included) carried to six decimal places, as the Division's step 1
 *   says, and par classes are valued with that rounded figure;
 * - shares without par value never take the assumed par: § 503(a)(2) values
 *   each at $100 of "assumed no-par capital", taxed on its own schedule and
 *   added to the par classes' tax, so a corporation with only no-par shares
 *   pays what the Authorized Shares method gives;
 * - an assumed par value capital under $1,000,000 is taxed in proportion to
 *   $400 (§ 503(a)(2)); from $1,000,000 up, $400 for each million or part of
 *   one, as the Division rounds it; then the method's minimum and maximum;
 * - interest on a late report runs on the tax and the penalty together.
 *
 * All arithmetic is on bigint: par values are whole units of 10^-parScale
 * dollars, assets and every amount owed whole cents.
 */

/** Decimal places a par value may have ($0.0000000001 is the smallest). */
export const parScale = 10;
/** Decimal places of gross assets: cents. */
export const assetsScale = 2;

export interface FranchiseTaxRules {
  authorizedShares: { minimumShares: number; minimumTax: number; tierShares: number; tierTax: number; perTier: number; maximumTax: number };
  assumedPar: { ratePerUnit: number; capitalUnit: number; minimumTax: number; maximumTax: number };
  /** § 503(a)(2)'s schedule for shares without par value, on their "assumed no-par capital". */
  noPar: { valuePerShare: number; minimumCapital: number; minimumTax: number; tierCapital: number; tierTax: number; perTier: number };
  largeCorporateFilerTax: number;
  annualReportFee: number;
  latePenalty: number;
  /** Interest on the unpaid tax and penalty per month or part of one, in percent (1.5). */
  monthlyInterestPercent: number;
  /** The report and tax are due on this day of the year they are filed in. */
  due: { month: number; day: number };
}

export interface ShareClassInput {
  authorized: bigint;
  /** Par value per share in units of 10^-parScale dollars; 0 for shares without par value. */
  par: bigint;
}

export interface FranchiseTaxInput {
  classes: ShareClassInput[];
  /** Issued shares, treasury shares included. */
  issued?: bigint;
  /** Total gross assets (Form 1120, Schedule L) in cents. */
  assets?: bigint;
  /** YYYY-MM-DD, a real day. */
  filed?: string;
  largeCorporateFiler: boolean;
}

export type Method = 'authorized-shares' | 'assumed-par-value-capital';
/** Where a method's tax stopped: at its minimum or maximum, or neither. */
export type Limit = 'minimum' | 'maximum' | null;

/** Strings are ready to show (digits grouped); numbers are US dollars, whole but where a note says cents. */
export interface AuthorizedSharesWork {
  totalAuthorized: string;
  /** Which line of the table applies: up to minimumShares, up to tierShares, or the tier tax plus steps. */
  bracket: 'minimum' | 'tier' | 'steps';
  /** Further blocks of tierShares (or part of one) past the first tierShares; 0 outside 'steps'. */
  steps: number;
  /** The tax before the maximum. */
  computed: number;
  tax: number;
  limit: Limit;
}

export interface ClassWork {
  authorized: string;
  /** Par value per share as entered, canonical ("0.0001"); "0" for shares without par value. */
  par: string;
  /** How the class is valued: its par value, the assumed par (its par value is below it), or as no-par capital. */
  basis: 'par' | 'assumed-par' | 'no-par';
  /** authorized × (par, assumed par or the no-par value per share), in dollars and cents. */
  value: string;
}

/** § 503(a)(2)'s tax on the shares without par value, as the Authorized Shares table reads on their assumed no-par capital. */
export interface NoParWork {
  /** Authorized shares without par value, all such classes together. */
  shares: string;
  /** shares × the value per share, in whole dollars. */
  capital: string;
  bracket: 'minimum' | 'tier' | 'steps';
  /** Further blocks of tierCapital (or part of one) past the first; 0 outside 'steps'. */
  steps: number;
  tax: number;
}

export interface AssumedParWork {
  issued: string;
  assets: string;
  /** Gross assets ÷ issued shares, carried to six decimal places (rounded half up, as the Division's example is). */
  assumedPar: string;
  classes: ClassWork[];
  /** The classes having par value: the sum of their values, in dollars and cents; null when there are none. */
  capital: string | null;
  /** The capital rounded up to the next whole capitalUnit, from one capitalUnit up; null under one (or without par classes). */
  roundedCapital: string | null;
  /** capitalUnits the rate applies to; 0 under one unit. */
  units: number;
  /** Under one capitalUnit: the rate in proportion to the capital (dollars and cents). */
  prorated: boolean;
  /** The par classes' tax (cents possible when prorated). */
  parTax: number;
  /** Null when every class has a par value. */
  noPar: NoParWork | null;
  /** parTax + the no-par tax, before the minimum and maximum. */
  computed: number;
  tax: number;
  limit: Limit;
}

export interface LateFiling {
  filed: string;
  /** The due date of the report filed that year, YYYY-MM-DD. */
  dueDate: string;
  /** Months or parts of a month from the due date to the filing date. */
  monthsLate: number;
  penalty: number;
  /** On the tax and the penalty, in dollars and cents. */
  interest: number;
}

export interface FranchiseTaxEstimate {
  authorizedShares: AuthorizedSharesWork;
  /** Null without issued shares and gross assets. */
  assumedPar: AssumedParWork | null;
  /** The method with the lower tax (authorized shares on a tie: it needs no figures from the return). */
  method: Method;
  largeCorporateFiler: boolean;
  tax: number;
  annualReportFee: number;
  /** Null without a filing date; present with zeros when filed on time. */
  late: LateFiling | null;
  total: number;
}

const cents = (dollars: number) => BigInt(Math.round(dollars * 100));
const dollarsOf = (amount: bigint) => Number(amount) / 100;

/** A tax in cents held to a method's minimum and maximum (whole dollars). */
const clamp = (value: bigint, minimum: number, maximum: number): { tax: number; limit: Limit } =>
  value < cents(minimum) ? { tax: minimum, limit: 'minimum' } : value > cents(maximum) ? { tax: maximum, limit: 'maximum' } : { tax: dollarsOf(value), limit: null };

/** The Authorized Shares table, read on a count (shares, or dollars of no-par capital): which line applies, how many further steps, the tax. */
function tiered(count: bigint, minimumCount: number, minimumTax: number, tierCount: number, tierTax: number, perTier: number) {
  if (count <= BigInt(minimumCount)) return { bracket: 'minimum' as const, steps: 0n, computed: BigInt(minimumTax) };
  const tier = BigInt(tierCount);
  if (count <= tier) return { bracket: 'tier' as const, steps: 0n, computed: BigInt(tierTax) };
  const steps = divideUp(count - tier, tier);
  return { bracket: 'steps' as const, steps, computed: BigInt(tierTax) + steps * BigInt(perTier) };
}

function authorizedSharesMethod(classes: ShareClassInput[], rules: FranchiseTaxRules['authorizedShares']): AuthorizedSharesWork {
  const total = classes.reduce((sum, c) => sum + c.authorized, 0n);
  const { bracket, steps, computed } = tiered(total, rules.minimumShares, rules.minimumTax, rules.tierShares, rules.tierTax, rules.perTier);
  const limited = computed > BigInt(rules.maximumTax) ? { tax: rules.maximumTax, limit: 'maximum' as const } : { tax: Number(computed), limit: null };
  return { totalAuthorized: groupDigits(total), bracket, steps: Number(steps), computed: Number(computed), ...limited };
}

/** Decimal places the Division carries the assumed par to. */
const assumedParDecimals = 6;

function noParTax(classes: ShareClassInput[], rules: FranchiseTaxRules['noPar']): NoParWork | null {
  const noPar = classes.filter((c) => c.par === 0n);
  if (!noPar.length) return null;
  const shares = noPar.reduce((sum, c) => sum + c.authorized, 0n);
  const capital = shares * BigInt(rules.valuePerShare);
  const { bracket, steps, computed } = tiered(capital, rules.minimumCapital, rules.minimumTax, rules.tierCapital, rules.tierTax, rules.perTier);
  return { shares: groupDigits(shares), capital: groupDigits(capital), bracket, steps: Number(steps), tax: Number(computed) };
}

function assumedParMethod(input: { classes: ShareClassInput[]; issued: bigint; assets: bigint }, rules: FranchiseTaxRules): AssumedParWork {
  const { classes, issued, assets } = input;
  const { ratePerUnit, capitalUnit, minimumTax, maximumTax } = rules.assumedPar;
  // The assumed par in units of 10^-parScale dollars, from the six-decimal figure: a par value compares and multiplies with it directly.
  const sixDecimals = divideRounded(assets * 10n ** BigInt(assumedParDecimals), issued * 10n ** BigInt(assetsScale));
  const assumedPar = sixDecimals * 10n ** BigInt(parScale - assumedParDecimals);
  const one = 10n ** BigInt(parScale);
  let capital = 0n;
  const work = classes.map((c): ClassWork => {
    if (c.par === 0n) {
      const value = c.authorized * BigInt(rules.noPar.valuePerShare) * one;
      return { authorized: groupDigits(c.authorized), par: '0', basis: 'no-par', value: formatFraction(value, one, 2) };
    }
    const basis = c.par < assumedPar ? 'assumed-par' : 'par';
    const value = c.authorized * (basis === 'assumed-par' ? assumedPar : c.par);
    capital += value;
    return { authorized: groupDigits(c.authorized), par: formatPar(c.par), basis, value: formatFraction(value, one, 2) };
  });
  const hasPar = work.some((c) => c.basis !== 'no-par');
  const unit = BigInt(capitalUnit) * one;
  const units = capital >= unit ? divideUp(capital, unit) : 0n;
  const prorated = hasPar && units === 0n;
  // Under one unit, § 503(a)(2): "the amount that bears the same relation to $400 that the … capital bears to $1,000,000", to the cent.
  const parTaxCents = prorated ? divideRounded(capital * BigInt(ratePerUnit) * 100n, unit) : units * BigInt(ratePerUnit) * 100n;
  const noPar = noParTax(classes, rules.noPar);
  const computed = parTaxCents + BigInt(noPar?.tax ?? 0) * 100n;
  return {
    issued: groupDigits(issued),
    assets: formatFraction(assets, 10n ** BigInt(assetsScale), 2),
    assumedPar: formatFraction(sixDecimals, 10n ** BigInt(assumedParDecimals), assumedParDecimals),
    classes: work,
    capital: hasPar ? formatFraction(capital, one, 2) : null,
    roundedCapital: units > 0n ? groupDigits(units * BigInt(capitalUnit)) : null,
    units: Number(units),
    prorated,
    parTax: dollarsOf(parTaxCents),
    noPar,
    computed: dollarsOf(computed),
    ...clamp(computed, minimumTax, maximumTax),
  };
}

/** "0.0001": the par value without trailing zeros. */
function formatPar(par: bigint): string {
  const digits = par.toString().padStart(parScale + 1, '0');
  const fraction = digits.slice(-parScale).replace(/0+$/, '');
  const whole = groupDigits(BigInt(digits.slice(0, -parScale)));
  return fraction ? `${whole}.${fraction}` : whole;
}

const pad = (n: number) => String(n).padStart(2, '0');

function lateFiling(filed: string, tax: number, rules: FranchiseTaxRules): LateFiling {
  const [year, month, day] = filed.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) throw new Error(`filed must be a day written YYYY-MM-DD, not "${filed}"`);
  const dueDate = `${year}-${pad(rules.due.month)}-${pad(rules.due.day)}`;
  if (filed <= dueDate) return { filed, dueDate, monthsLate: 0, penalty: 0, interest: 0 };
  // Each month or part of one after the due date: the day after it starts the first, the same day a month on ends it.
  const monthsLate = month - rules.due.month + (day > rules.due.day ? 1 : 0);
  const perMillion = BigInt(Math.round(rules.monthlyInterestPercent * 10_000));
  const owed = cents(tax) + cents(rules.latePenalty);
  const interest = divideRounded(owed * BigInt(monthsLate) * perMillion, 1_000_000n);
  return { filed, dueDate, monthsLate, penalty: rules.latePenalty, interest: dollarsOf(interest) };
}

export function estimateFranchiseTax(input: FranchiseTaxInput, rules: FranchiseTaxRules): FranchiseTaxEstimate {
  const authorizedShares = authorizedSharesMethod(input.classes, rules.authorizedShares);
  const assumedPar = input.issued !== undefined && input.assets !== undefined ? assumedParMethod({ classes: input.classes, issued: input.issued, assets: input.assets }, rules) : null;
  const assumedParLower = assumedPar !== null && assumedPar.tax < authorizedShares.tax;
  const method: Method = assumedParLower ? 'assumed-par-value-capital' : 'authorized-shares';
  const lower = assumedParLower ? assumedPar.tax : authorizedShares.tax;
  const tax = input.largeCorporateFiler ? rules.largeCorporateFilerTax : lower;
  const late = input.filed ? lateFiling(input.filed, tax, rules) : null;
  const total = dollarsOf(cents(tax) + cents(rules.annualReportFee) + (late ? cents(late.penalty) + cents(late.interest) : 0n));
  return { authorizedShares, assumedPar, method, largeCorporateFiler: input.largeCorporateFiler, tax, annualReportFee: rules.annualReportFee, late, total };
}
