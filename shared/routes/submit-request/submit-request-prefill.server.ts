import { report } from '../../content/generated/forms';
import { methods } from '../../content/generated/franchise-tax';
import { pageNames } from '../../content/generated/site';
import { fillSlots } from '../../format/fill-slots';
import { formatLongDate } from '../../format/long-date';
import { formatDollars } from '../../format/whole-number';
import { complianceDeadlines, lastDayOfWindow } from '../../../server/tools/compliance/deadlines.server';
import { readCalendarQuery } from '../../../server/tools/compliance/calendar-query.server';
import { easternToday } from '../../../server/tools/compliance/today.server';
import { franchiseTaxAnswer } from '../../../server/tools/franchise-tax.server';
import { reportedCase, type ReportedTool } from '../../../server/tools/report/report-query.server';

/** What the tool said for the reported inputs, worked out again here: the request carries the result, not the visitor's word for it. */
const results: Record<ReportedTool, (query: URLSearchParams) => string | null> = {
  franchiseTax: (query) => {
    const answer = franchiseTaxAnswer(query);
    if (answer.kind !== 'ok') return null;
    const { estimate } = answer;
    const method = estimate.method === 'authorized-shares' ? methods.authorizedShares : methods.assumedPar;
    return fillSlots(report.franchiseTax, { tax: formatDollars(estimate.tax), method, total: formatDollars(estimate.total) });
  },
  complianceCalendar: (query) => {
    const parsed = readCalendarQuery(query);
    if (!parsed.ok) return null;
    const from = easternToday();
    const until = lastDayOfWindow(from);
    const deadlines = complianceDeadlines(parsed.inputs, from);
    const dates = { from: formatLongDate(from), until: formatLongDate(until) };
    const [first] = deadlines;
    if (!first) return fillSlots(report.calendarEmpty, dates);
    return fillSlots(report.complianceCalendar, { ...dates, count: String(deadlines.length), first: first.title, date: formatLongDate(first.date) });
  },
};

/**
 * /submitRequest?report=<a tool's URL>: the support request a tool result's
 * "Report an error" opens, its category, subject and description filled in
 * with the tool, its link and its answer. The canonical-URL layer has already
 * dropped a `report` that is no tool's usable URL.
 */
export function submitRequestPrefill(query: URLSearchParams): Record<string, string> | undefined {
  const reported = reportedCase(query.get('report') ?? '');
  if (!reported) return undefined;
  const result = results[reported.tool](reported.query);
  if (result === null) return undefined;
  const tool = pageNames[reported.tool];
  return {
    category: report.category,
    subject: fillSlots(report.subject, { tool }),
    description: fillSlots(report.description, { tool, link: reported.report, result }),
  };
}
