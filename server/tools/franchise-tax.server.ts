import { figures } from '../../shared/content/generated/franchise-tax';
import { estimateFranchiseTax, type FranchiseTaxEstimate } from '../../shared/tools/franchise-tax/estimate';
import { problemMessage } from '../../shared/tools/franchise-tax/problem-message';
import { parseFranchiseTaxQuery, parseShareQuery, type FranchiseTaxField } from '../../shared/tools/franchise-tax/query';
import type { CalendarFranchiseTax } from '../../shared/tools/calendar-inputs';
import { paths } from '../../shared/site-paths';
import { rulesFrom } from '../../shared/tools/franchise-tax/rules';

/** Delaware's figures as the estimate reads them, from the content compiled into this build. */
const rules = rulesFrom(figures.items);

export type FranchiseTaxAnswer = { kind: 'empty' } | { kind: 'ok'; estimate: FranchiseTaxEstimate } | { kind: 'bad'; field: FranchiseTaxField; row?: number; message: string };

/** A query string's estimate, or what is wrong with it: the page's loader and the JSON API both answer from this. */
export function franchiseTaxAnswer(search: URLSearchParams): FranchiseTaxAnswer {
  const parsed = parseFranchiseTaxQuery(search);
  if (parsed.kind === 'empty') return parsed;
  if (parsed.kind === 'bad') return { kind: 'bad', field: parsed.field, row: parsed.row, message: problemMessage(parsed) };
  return { kind: 'ok', estimate: estimateFranchiseTax(parsed.input, rules) };
}

export type CalendarFranchiseTaxAnswer =
  { kind: 'none' } | { kind: 'ok'; franchiseTax: CalendarFranchiseTax; query: string } | { kind: 'bad'; field: FranchiseTaxField; row?: number; message: string };

/**
 * The franchise tax of the shares and assets a calendar query gives (none
 * when it gives none): the estimator's reader and calculation, so the calendar
 * and the estimator cannot disagree. `query` is their one spelling, which the
 * calendar's permalink carries and the worked estimate's link is.
 */
export function calendarFranchiseTax(search: URLSearchParams): CalendarFranchiseTaxAnswer {
  const parsed = parseShareQuery(search);
  if (parsed.kind === 'empty') return { kind: 'none' };
  if (parsed.kind === 'bad') return { kind: 'bad', field: parsed.field, row: parsed.row, message: problemMessage(parsed) };
  const estimate = estimateFranchiseTax(parsed.input, rules);
  return { kind: 'ok', franchiseTax: { tax: estimate.tax, estimatePath: `${paths.franchiseTax}?${parsed.canonical}` }, query: parsed.canonical };
}
