import { calendarFields, entityTypes, isIsoDay, parseCalendarInputs, type CalendarField, type ParsedInputs } from '../../../shared/tools/calendar-inputs';
import { parseShareQuery, shareParams } from '../../../shared/tools/franchise-tax/query';
import { problemMessage } from '../../../shared/tools/franchise-tax/problem-message';
import type { WholeQuery } from '../../ssr/page-query.server';

/**
 * The calendar's inputs as a query string spells them, one spelling per value:
 * the page, its JSON and its .ics read the same parameters, and the canonical-URL
 * step sends every other spelling to this one, so one input is one cached answer.
 * A flag is 1 or absent (0 is the default), the fiscal year's last month 1 to 11
 * or absent (December is the default): a GET form's unchecked box sends nothing.
 * An 83(b) grant day and a state the company operates in are absent when not given.
 */

/** The days a formation or `from` date may be: bounds what a query can make the server compute. */
const earliest = '1900-01-01';
const latest = '2099-12-31';
const boundedDay = (raw: string) => isIsoDay(raw) && raw >= earliest && raw <= latest;

const flagValue = (raw: string): string | null | undefined => {
  const value = raw.trim().toLowerCase();
  if (value === '1' || value === 'true' || value === 'on') return '1';
  if (value === '0' || value === 'false' || value === '') return null;
  return undefined;
};

/** The canonical text of each parameter: a string, null for the default (the parameter is dropped), undefined for a value that means nothing. */
export const calendarParams: Record<CalendarField | 'from', (raw: string) => string | null | undefined> = {
  entity: (raw) => {
    const value = raw.trim().toLowerCase();
    return (entityTypes as readonly string[]).includes(value) ? value : undefined;
  },
  state: (raw) => {
    const value = raw.trim().toUpperCase();
    return /^[A-Z]{2}$/.test(value) ? value : undefined;
  },
  formed: (raw) => (boundedDay(raw.trim()) ? raw.trim() : undefined),
  foreign: flagValue,
  fye: (raw) => {
    const value = raw.trim();
    if (!/^\d{1,2}$/.test(value)) return undefined;
    const month = Number(value);
    return month === 12 ? null : month >= 1 && month <= 11 ? String(month) : undefined;
  },
  contractors: flagValue,
  employees: flagValue,
  foreignAccounts: flagValue,
  foreignPayees: flagValue,
  grant: (raw) => (raw.trim() === '' ? null : boundedDay(raw.trim()) ? raw.trim() : undefined),
  operates: (raw) => {
    const value = raw.trim().toUpperCase();
    return value === '' ? null : /^[A-Z]{2}$/.test(value) ? value : undefined;
  },
  from: (raw) => (boundedDay(raw.trim()) ? raw.trim() : undefined),
};

/**
 * The estimator's share classes, issued shares and assets, optional on the
 * calendar: read together by the estimator's own reader and written in its
 * one spelling after the calendar's fields.
 */
export const calendarShareQuery: WholeQuery = {
  params: shareParams,
  canonical: (pairs) => {
    const parsed = parseShareQuery(pairs);
    if (parsed.kind === 'bad') return { field: parsed.field, message: problemMessage(parsed) };
    return { query: parsed.kind === 'ok' ? parsed.canonical : '' };
  },
};

/** The JSON's, the .ics's and the CSV's parameters (the page's are its form's fields, shared/routes/compliance-calendar/page.server.ts). */
export const calendarApiQueryNames: readonly string[] = [...calendarFields, 'from', ...shareParams];

/** Whether the query names any of the calendar's inputs (without any, the page is the empty form). */
export function hasCalendarInputs(search: URLSearchParams): boolean {
  return calendarFields.some((name) => search.has(name));
}

/** The inputs a query gives, with the defaults for an absent flag or month, or the first field that is missing or wrong. */
export function readCalendarQuery(search: URLSearchParams): ParsedInputs {
  const raw: Record<string, string> = { foreign: '0', fye: '12', contractors: '0', employees: '0' };
  for (const name of calendarFields) {
    const value = search.get(name);
    if (value === null) continue;
    if (value.length > 20) return { ok: false, field: name, message: `${name} is too long` };
    raw[name] = value;
  }
  return withinBounds(parseCalendarInputs(raw));
}

/** The inputs if their formation and grant days are ones the calendar computes for (1900 to 2099), else the field and why. */
export function withinBounds(parsed: ParsedInputs): ParsedInputs {
  if (parsed.ok && !boundedDay(parsed.inputs.formed)) return { ok: false, field: 'formed', message: `formed must be a day from ${earliest} to ${latest}` };
  if (parsed.ok && parsed.inputs.grant !== null && !boundedDay(parsed.inputs.grant)) return { ok: false, field: 'grant', message: `grant must be a day from ${earliest} to ${latest}` };
  return parsed;
}

/** `from`: the day the list starts, today when absent; null when given and not a day in range. */
export function readFrom(search: URLSearchParams, today: string): string | null {
  const value = search.get('from');
  if (value === null) return today;
  return boundedDay(value) ? value : null;
}

/** The query of the calendar's permalink for these inputs, in the form's order, defaults left out. */
export function calendarQueryString(inputs: Record<CalendarField, string | number | boolean | null>): string {
  const parts: string[] = [];
  for (const name of calendarFields) {
    const value = inputs[name];
    const canonical = calendarParams[name](value === true ? '1' : value === false || value === null ? '' : String(value));
    if (canonical) parts.push(`${name}=${encodeURIComponent(canonical)}`);
  }
  return parts.join('&');
}
