import type { NotRequired } from '../../../shared/content/types';
import type { CalendarInputs, Deadline } from '../../../shared/tools/calendar-inputs';
import { calendarFranchiseTax } from '../franchise-tax.server';
import { calendarQueryString, readCalendarQuery } from './calendar-query.server';
import { withKnownState } from './calendar-inputs-check.server';
import { complianceDeadlines, notRequiredFor, overdueDeadlines } from './deadlines.server';

/** One company's calendar: what the page, the JSON, the .ics and the CSV all show, from one computation. */
export interface CalendarAnswer {
  inputs: CalendarInputs;
  /** Due from `from` on, for 24 months. */
  deadlines: Deadline[];
  /** Dates that passed since formation (up to 24 months back) for filings that can still be made late. */
  overdue: Deadline[];
  notRequired: NotRequired[];
  /** The permalink's query: the calendar's fields, then the estimator's shares and assets when given. */
  query: string;
}

export type CalendarAnswerResult = { ok: true; answer: CalendarAnswer } | { ok: false; field: string; message: string };

/** The calendar for a query's company from `from`, or the first field that is missing or wrong. */
export function calendarAnswer(search: URLSearchParams, from: string): CalendarAnswerResult {
  const parsed = withKnownState(readCalendarQuery(search));
  if (!parsed.ok) return parsed;
  const tax = calendarFranchiseTax(search);
  if (tax.kind === 'bad') return { ok: false, field: tax.field, message: tax.message };
  const franchiseTax = tax.kind === 'ok' ? tax.franchiseTax : null;
  const { inputs } = parsed;
  return {
    ok: true,
    answer: {
      inputs,
      deadlines: complianceDeadlines(inputs, from, franchiseTax),
      overdue: overdueDeadlines(inputs, from, franchiseTax),
      notRequired: notRequiredFor(inputs),
      query: [calendarQueryString(inputs), tax.kind === 'ok' ? tax.query : ''].filter(Boolean).join('&'),
    },
  };
}
