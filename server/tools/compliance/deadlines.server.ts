import { federal, operating, states } from '../../../shared/content/generated/compliance';
import type { ComplianceRule, NotRequired, OperatingState, StateRules } from '../../../shared/content/types';
import type { CalendarFranchiseTax, CalendarInputs, Deadline } from '../../../shared/tools/calendar-inputs';
import { addDays, addMonths, isoDay, parseDay } from './calendar-days.server';
import { isBusinessDay } from './us-holidays.server';

/**
 * The compliance calendar: the rules of content/compliance/ (federal, and the
 * state of formation's) turned into dated deadlines for one company. Pure: the
 * same inputs and `from` give the same list, which is what lets the page, its
 * JSON, the .ics and the reminders agree, and an id name the same obligation
 * in every download.
 */

/** How far ahead the calendar looks. */
export const windowMonths = 24;

/** The state's data, or undefined for a state content/compliance/states/ has no file for. */
export function stateData(code: string): StateRules | undefined {
  return states.find((state) => state.code === code);
}

/** A state a company formed elsewhere may do business in, or undefined for one content/compliance/operates/ has no file for. */
export function operatingData(code: string): OperatingState | undefined {
  return operating.find((state) => state.code === code);
}

/** The states whose rules for a company doing business there the calendar knows, by name. */
export function knownOperatingStates(): Array<{ code: string; name: string }> {
  return operating.map(({ code, name }) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** Where the company does business outside its state of formation, with that state's data; null where none is given or it is the same state. */
export function operatingStateFor(inputs: CalendarInputs): OperatingState | null {
  return inputs.operates !== null && inputs.operates !== inputs.state ? (operatingData(inputs.operates) ?? null) : null;
}

/** The states the calendar knows, by name, for the form's choice. */
export function knownStates(): Array<{ code: string; name: string }> {
  return states.map(({ code, name }) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

function applies(appliesTo: ComplianceRule['appliesTo'], inputs: CalendarInputs, franchiseTax: CalendarFranchiseTax | null = null): boolean {
  return (
    appliesTo.entities.includes(inputs.entity) &&
    (appliesTo.franchiseTaxAtLeast === undefined || (franchiseTax !== null && franchiseTax.tax >= appliesTo.franchiseTaxAtLeast)) &&
    (appliesTo.foreign === undefined || appliesTo.foreign === inputs.foreign) &&
    (appliesTo.contractors === undefined || appliesTo.contractors === inputs.contractors) &&
    (appliesTo.employees === undefined || appliesTo.employees === inputs.employees) &&
    (appliesTo.foreignAccounts === undefined || appliesTo.foreignAccounts === inputs.foreignAccounts) &&
    (appliesTo.foreignPayees === undefined || appliesTo.foreignPayees === inputs.foreignPayees)
  );
}

/** A nominal due date, and for an instalment the part of the year's tax it pays. */
interface Nominal {
  date: string;
  percent?: number;
}

/**
 * The rule's nominal due dates (before any move to a business day) in the
 * years around the window, each only for a period the company existed in.
 */
function nominalDates(rule: ComplianceRule, inputs: CalendarInputs, firstYear: number, lastYear: number): Nominal[] {
  const formed = inputs.formed;
  const formedYear = parseDay(formed).year;
  const out: Nominal[] = [];
  const push = (date: string, percent?: number) => out.push({ date, percent });
  const due = rule.due;
  if (due.kind === 'days-after') {
    const day = due.from === 'grant' ? inputs.grant : formed;
    return day === null ? [] : [{ date: addDays(day, due.days) }];
  }
  for (let year = firstYear; year <= lastYear; year++) {
    switch (due.kind) {
      case 'fixed':
        for (const { month, day, percent } of due.dates) {
          const date = isoDay(year, month, day);
          // A filing for the year before is owed once the company existed in that year; any other from formation on.
          if (due.previousYear ? formedYear < year : date >= formed) push(date, percent);
        }
        break;
      case 'after-fiscal-year-end': {
        // The fiscal year ending with month `fye` of `year`: owed if the company existed by its last day.
        const yearEnd = isoDay(year, inputs.fye, 31);
        const at = addMonths(year, inputs.fye, due.months);
        if (formed <= yearEnd) push(isoDay(at.year, at.month, due.day));
        break;
      }
      case 'anniversary': {
        if (year <= formedYear || (year - formedYear) % (due.everyYears ?? 1) !== 0) break;
        const { month, day } = parseDay(formed);
        push(isoDay(year, month, due.on === 'first-of-month' ? 1 : due.on === 'end-of-month' ? 31 : day));
        break;
      }
      case 'in-fiscal-year': {
        // The fiscal year that ends in month `fye` of `year` began the month after `fye` of the year before.
        const start = addMonths(year - 1, inputs.fye, 1);
        const formedInIt = formed >= isoDay(start.year, start.month, 1) && formed <= isoDay(year, inputs.fye, 31);
        const { year: formedYear, month: formedMonth } = parseDay(formed);
        for (const nth of due.months) {
          // Where the first tax year begins at formation, its months count from the formation's month.
          const at = due.firstYearFromFormation && formedInIt ? addMonths(formedYear, formedMonth, nth - 1) : addMonths(year - 1, inputs.fye, nth);
          const date = isoDay(at.year, at.month, due.day);
          if (date >= formed) push(date);
        }
        break;
      }
      case 'after-quarter-end':
        for (const quarterEnd of [3, 6, 9, 12]) {
          const at = addMonths(year, quarterEnd, due.months);
          if (formed <= isoDay(year, quarterEnd, 31)) push(isoDay(at.year, at.month, 31));
        }
        break;
    }
  }
  return out;
}

/** The date itself, or the next business day where the rule moves a date off a weekend or holiday. */
function shifted(date: string, rule: ComplianceRule): string {
  if (rule.shift === 'none') return date;
  let day = date;
  while (!isBusinessDay(day, rule.shift)) day = addDays(day, 1);
  return day;
}

/** The day `months` after `from`, clamped to the month's end. */
function monthsAfter(from: string, months: number): string {
  const { year, month, day } = parseDay(from);
  const at = addMonths(year, month, months);
  return isoDay(at.year, at.month, day);
}

/** The last day the list for `from` covers: the day before the same date 24 months later. */
export function lastDayOfWindow(from: string): string {
  return addDays(monthsAfter(from, windowMonths), -1);
}

/** The fixed amount owed for the period a nominal date is due for: the one in force, or an earlier one the law has since changed. */
function fixedAmount(rule: ComplianceRule, nominalDate: string): number | null {
  return rule.earlierAmounts?.find((earlier) => nominalDate <= earlier.dueThrough)?.amount ?? rule.amount;
}

/** A franchise-tax share in cents: `percent` of the year's tax, to the cent. */
const shareCents = (taxCents: number, percent: number): number => Math.round((taxCents * percent) / 100);

/**
 * The amount of a deadline that carries the franchise tax: an instalment's
 * share of the tax, or the annual report's fee plus the tax less the
 * instalments due for the same year since formation (8 Del. C. 504(a)(4)).
 */
function franchiseTaxAmount(rule: ComplianceRule, nominal: Nominal, rules: ComplianceRule[], inputs: CalendarInputs, franchiseTax: CalendarFranchiseTax): { amount: number; tax: number } {
  const taxCents = Math.round(franchiseTax.tax * 100);
  if (rule.franchiseTax?.part === 'instalment') {
    const cents = shareCents(taxCents, nominal.percent ?? 0);
    return { amount: cents / 100, tax: cents / 100 };
  }
  const coveredYear = parseDay(nominal.date).year - 1;
  const paidCents = rules
    .filter((other) => other.franchiseTax?.part === 'instalment' && applies(other.appliesTo, inputs, franchiseTax))
    .flatMap((other) => nominalDates(other, inputs, coveredYear, coveredYear))
    .reduce((sum, instalment) => sum + shareCents(taxCents, instalment.percent ?? 0), 0);
  const remainder = (taxCents - paidCents) / 100;
  return { amount: Math.round((remainder + (fixedAmount(rule, nominal.date) ?? 0)) * 100) / 100, tax: remainder };
}

/** The deadlines whose dates fall in [start, end), from the rules that pass `keep`, sorted by date. */
function datedDeadlines(inputs: CalendarInputs, start: string, end: string, franchiseTax: CalendarFranchiseTax | null, keep: (rule: ComplianceRule) => boolean): Deadline[] {
  const firstYear = parseDay(start).year - 2;
  const lastYear = parseDay(end).year;
  const all = [...federal.rules, ...(stateData(inputs.state)?.rules ?? []), ...(operatingStateFor(inputs)?.rules ?? [])];
  const rules = all.filter((rule) => keep(rule) && applies(rule.appliesTo, inputs, franchiseTax));
  const deadlines: Deadline[] = [];
  for (const rule of rules) {
    for (const nominal of nominalDates(rule, inputs, firstYear, lastYear)) {
      const date = shifted(nominal.date, rule);
      if (date < start || date >= end) continue;
      const { authority, penalty, source, asOf, sourceKind, service } = rule;
      const base = { id: `${rule.id}-${nominal.date}`, rule: rule.id, date, authority, penalty, catchUp: rule.catchUp ?? null, source, asOf, sourceKind, service };
      if (rule.franchiseTax && franchiseTax) {
        const { amount, tax } = franchiseTaxAmount(rule, nominal, all, inputs, franchiseTax);
        const title = rule.franchiseTax.title.replace('{percent}', `${nominal.percent ?? 0}%`);
        deadlines.push({ ...base, title, amount, franchiseTax: { tax, estimatePath: franchiseTax.estimatePath } });
      } else {
        deadlines.push({ ...base, title: rule.title, amount: fixedAmount(rule, nominal.date), franchiseTax: null });
      }
    }
  }
  // Stable: on one day, the rules' own order (a return before its extension).
  return deadlines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Every deadline on or after `from` (YYYY-MM-DD) and before the same day
 * 24 months later, sorted by date. A state without data in content/ adds no
 * deadlines of its own (callers check stateData first and say so). Each id is
 * the rule's id and its nominal due date: the same obligation for the same
 * period keeps its id, whatever day the list is asked for. With the
 * estimator's franchise tax, Delaware's report carries it, and a tax large
 * enough adds the instalments.
 */
export function complianceDeadlines(inputs: CalendarInputs, from: string, franchiseTax: CalendarFranchiseTax | null = null): Deadline[] {
  return datedDeadlines(inputs, from, monthsAfter(from, windowMonths), franchiseTax, () => true);
}

/**
 * The filings whose dates passed since the company was formed, up to 24 months
 * before `from`, and that can still be made late (the rules with a `catchUp`:
 * an extension's date, once passed, cannot be caught up). The calendar cannot
 * know what was filed, so the page says what to do if it was not.
 */
export function overdueDeadlines(inputs: CalendarInputs, from: string, franchiseTax: CalendarFranchiseTax | null = null): Deadline[] {
  const lookBack = monthsAfter(from, -windowMonths);
  const start = inputs.formed > lookBack ? inputs.formed : lookBack;
  return datedDeadlines(inputs, start, from, franchiseTax, (rule) => rule.catchUp !== undefined);
}

/** What founders are often told they owe but this company does not, with the reason and its source (the BOI report). */
export function notRequiredFor(inputs: CalendarInputs): NotRequired[] {
  return federal.notRequired.filter((item) => applies(item.appliesTo, inputs));
}
