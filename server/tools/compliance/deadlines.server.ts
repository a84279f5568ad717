import { federal, states } from '../../../shared/content/generated/compliance';
import type { ComplianceRule, NotRequired, StateRules } from '../../../shared/content/types';
import type { CalendarInputs, Deadline } from '../../../shared/tools/calendar-inputs';
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

/** The states the calendar knows, by name, for the form's choice. */
export function knownStates(): Array<{ code: string; name: string }> {
  return states.map(({ code, name }) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

function applies(appliesTo: ComplianceRule['appliesTo'], inputs: CalendarInputs): boolean {
  return (
    appliesTo.entities.includes(inputs.entity) &&
    (appliesTo.foreign === undefined || appliesTo.foreign === inputs.foreign) &&
    (appliesTo.contractors === undefined || appliesTo.contractors === inputs.contractors) &&
    (appliesTo.employees === undefined || appliesTo.employees === inputs.employees)
  );
}

/**
 * The rule's nominal due dates (before any move to a business day) in the
 * years around the window, each only for a period the company existed in.
 */
function nominalDates(rule: ComplianceRule, inputs: CalendarInputs, firstYear: number, lastYear: number): string[] {
  const formed = inputs.formed;
  const formedYear = parseDay(formed).year;
  const out: string[] = [];
  const due = rule.due;
  for (let year = firstYear; year <= lastYear; year++) {
    switch (due.kind) {
      case 'fixed':
        for (const { month, day } of due.dates) {
          const date = isoDay(year, month, day);
          // A filing for the year before is owed once the company existed in that year; any other from formation on.
          if (due.previousYear ? formedYear < year : date >= formed) out.push(date);
        }
        break;
      case 'after-fiscal-year-end': {
        // The fiscal year ending with month `fye` of `year`: owed if the company existed by its last day.
        const yearEnd = isoDay(year, inputs.fye, 31);
        const at = addMonths(year, inputs.fye, due.months);
        if (formed <= yearEnd) out.push(isoDay(at.year, at.month, due.day));
        break;
      }
      case 'anniversary': {
        if (year <= formedYear) break;
        const { month, day } = parseDay(formed);
        out.push(isoDay(year, month, due.on === 'first-of-month' ? 1 : day));
        break;
      }
      case 'after-quarter-end':
        for (const quarterEnd of [3, 6, 9, 12]) {
          const at = addMonths(year, quarterEnd, due.months);
          if (formed <= isoDay(year, quarterEnd, 31)) out.push(isoDay(at.year, at.month, 31));
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

/**
 * Every deadline on or after `from` (YYYY-MM-DD) and before the same day
 * 24 months later, sorted by date. A state without data in content/ adds no
 * deadlines of its own (callers check stateData first and say so). Each id is
 * the rule's id and its nominal due date: the same obligation for the same
 * period keeps its id, whatever day the list is asked for.
 */
export function complianceDeadlines(inputs: CalendarInputs, from: string): Deadline[] {
  const until = monthsAfter(from, windowMonths);
  const firstYear = parseDay(from).year - 2;
  const lastYear = parseDay(until).year;
  const rules = [...federal.rules, ...(stateData(inputs.state)?.rules ?? [])].filter((rule) => applies(rule.appliesTo, inputs));
  const deadlines: Deadline[] = [];
  for (const rule of rules) {
    for (const nominal of nominalDates(rule, inputs, firstYear, lastYear)) {
      const date = shifted(nominal, rule);
      if (date < from || date >= until) continue;
      const { title, authority, amount, penalty, source, asOf, sourceKind, service } = rule;
      deadlines.push({ id: `${rule.id}-${nominal}`, rule: rule.id, date, title, authority, amount, penalty, source, asOf, sourceKind, service });
    }
  }
  // Stable: on one day, the rules' own order (a return before its extension).
  return deadlines.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** What founders are often told they owe but this company does not, with the reason and its source (the BOI report). */
export function notRequiredFor(inputs: CalendarInputs): NotRequired[] {
  return federal.notRequired.filter((item) => applies(item.appliesTo, inputs));
}
