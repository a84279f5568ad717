import { divideRounded, divideUp, formatFraction, groupDigits } from './decimal';

/**
 * The Delaware franchise tax of a stock corporation, both ways Delaware allows,
 * worked step by step. Pure: the figures come in as `rules` (content/facts.yaml,
 * through content/tools/delaware-franchise-tax.yaml), the company as `input`;
 * the page's loader and the JSON API both call this and nothing else computes it.
 *
 * All arithmetic is on bigint: par values are whole units of 10^-parScale
 * dollars, assets whole cents, and the assumed par value capital is one exact
 * fraction until it is rounded up to the next million, as Delaware rounds it.
 */

/** Decimal places a par value may have ($0.0000000001 is the smallest). */
export const parScale = 10;
/** Decimal places of gross assets: cents. */
export const assetsScale = 2;

export interface FranchiseTaxRules {
  authorizedShares: { minimumShares: number; minimumTax: number; tierShares: number; tierTax: number; perTier: number; maximumTax: number };
  assumedPar: { ratePerUnit: number; capitalUnit: number; minimumTax: number; maximumTax: number };
  largeCorporateFilerTax: number;
  annualReportFee: number;
  latePenalty: number;
  /** Interest on unpaid tax per month or part of one, in percent (1.5). */
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

/** Strings are ready to show (digits grouped); numbers are whole US dollars. */
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
  /** Par value per share as entered, canonical ("0.0001"). */
  par: string;
  /** The class counts at assumed par: its par value is below it (or it has none). */
  atAssumedPar: boolean;
  /** authorized × (par or assumed par), in dollars and cents. */
  value: string;
}

export interface AssumedParWork {
  issued: string;
  assets: string;
  /** Gross assets ÷ issued shares, to six decimals (the calculation uses the exact fraction). */
  assumedPar: string;
  classes: ClassWork[];
  /** The sum of the classes' values, in dollars and cents. */
  capital: string;
  /** The capital rounded up to the next whole capitalUnit (and at least one). */
  roundedCapital: string;
  units: number;
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

const clamp = (value: bigint, minimum: number, maximum: number): { tax: number; limit: Limit } =>
  value < BigInt(minimum) ? { tax: minimum, limit: 'minimum' } : value > BigInt(maximum) ? { tax: maximum, limit: 'maximum' } : { tax: Number(value), limit: null };

function authorizedSharesMethod(classes: ShareClassInput[], rules: FranchiseTaxRules['authorizedShares']): AuthorizedSharesWork {
  const total = classes.reduce((sum, c) => sum + c.authorized, 0n);
  const tier = BigInt(rules.tierShares);
  let bracket: AuthorizedSharesWork['bracket'] = 'steps';
  let steps = 0n;
  let computed: bigint;
  if (total <= BigInt(rules.minimumShares)) {
    bracket = 'minimum';
    computed = BigInt(rules.minimumTax);
  } else if (total <= tier) {
    bracket = 'tier';
    computed = BigInt(rules.tierTax);
  } else {
    steps = divideUp(total - tier, tier);
    computed = BigInt(rules.tierTax) + steps * BigInt(rules.perTier);
  }
  const limited = computed > BigInt(rules.maximumTax) ? { tax: rules.maximumTax, limit: 'maximum' as const } : { tax: Number(computed), limit: null };
  return { totalAuthorized: groupDigits(total), bracket, steps: Number(steps), computed: Number(computed), ...limited };
}

function assumedParMethod(classes: ShareClassInput[], issued: bigint, assets: bigint, rules: FranchiseTaxRules['assumedPar']): AssumedParWork {
  // Every amount below is a numerator over one denominator, in dollars: assumed par = assets / (10^assetsScale × issued),
  // a par value = par / 10^parScale; over 10^(parScale + assetsScale) × issued both are whole numbers.
  const denominator = 10n ** BigInt(parScale + assetsScale) * issued;
  const assumedPar = assets * 10n ** BigInt(parScale);
  let capital = 0n;
  const work = classes.map((c): ClassWork => {
    const par = c.par * 10n ** BigInt(assetsScale) * issued;
    const atAssumedPar = par < assumedPar;
    const value = c.authorized * (atAssumedPar ? assumedPar : par);
    capital += value;
    return { authorized: groupDigits(c.authorized), par: formatPar(c.par), atAssumedPar, value: formatFraction(value, denominator, 2) };
  });
  const unit = BigInt(rules.capitalUnit);
  const units = capital === 0n ? 1n : divideUp(capital, denominator * unit);
  const computed = units * BigInt(rules.ratePerUnit);
  return {
    issued: groupDigits(issued),
    assets: formatFraction(assets, 10n ** BigInt(assetsScale), 2),
    assumedPar: formatFraction(assumedPar, denominator, 6),
    classes: work,
    capital: formatFraction(capital, denominator, 2),
    roundedCapital: groupDigits(units * unit),
    units: Number(units),
    computed: Number(computed),
    ...clamp(computed, rules.minimumTax, rules.maximumTax),
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
  const dueDate = `${year}-${pad(rules.due.month)}-${pad(rules.due.day)}`;
  if (filed <= dueDate) return { filed, dueDate, monthsLate: 0, penalty: 0, interest: 0 };
  // Each month or part of one after the due date: the day after it starts the first, the same day a month on ends it.
  const monthsLate = month - rules.due.month + (day > rules.due.day ? 1 : 0);
  const perMillion = BigInt(Math.round(rules.monthlyInterestPercent * 10_000));
  const interest = Number(divideRounded(BigInt(tax) * BigInt(monthsLate) * perMillion, 1_000_000n));
  return { filed, dueDate, monthsLate, penalty: rules.latePenalty, interest };
}

export function estimateFranchiseTax(input: FranchiseTaxInput, rules: FranchiseTaxRules): FranchiseTaxEstimate {
  const authorizedShares = authorizedSharesMethod(input.classes, rules.authorizedShares);
  const assumedPar = input.issued !== undefined && input.assets !== undefined ? assumedParMethod(input.classes, input.issued, input.assets, rules.assumedPar) : null;
  const assumedParLower = assumedPar !== null && assumedPar.tax < authorizedShares.tax;
  const method: Method = assumedParLower ? 'assumed-par-value-capital' : 'authorized-shares';
  const lower = assumedParLower ? assumedPar.tax : authorizedShares.tax;
  const tax = input.largeCorporateFiler ? rules.largeCorporateFilerTax : lower;
  const late = input.filed ? lateFiling(input.filed, tax, rules) : null;
  const total = tax + rules.annualReportFee + (late ? late.penalty + late.interest : 0);
  return { authorizedShares, assumedPar, method, largeCorporateFiler: input.largeCorporateFiler, tax, annualReportFee: rules.annualReportFee, late, total };
}
