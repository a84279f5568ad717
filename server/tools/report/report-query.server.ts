import { paths } from '../../../shared/site-paths';
import { parseFranchiseTaxQuery } from '../../../shared/tools/franchise-tax/query';
import { calendarFields } from '../../../shared/tools/calendar-inputs';
import { calendarParams } from '../compliance/calendar-query.server';

/**
 * /submitRequest?report=<a tool's URL>: the case a visitor reports as wrong,
 * as the tool's path and its inputs in their one canonical spelling, so the
 * firm can open exactly what the visitor saw. Anything else (another path, a
 * query the tool cannot use, other parameters) is no report and is dropped.
 */

/** Longer than any tool query the tools accept (ten share classes, every field at its longest). */
const maxLength = 1_500;

export type ReportedTool = 'franchiseTax' | 'complianceCalendar';

function franchiseTaxQuery(query: URLSearchParams): string | null {
  const parsed = parseFranchiseTaxQuery(query);
  return parsed.kind === 'ok' ? parsed.canonical : null;
}

function calendarQuery(query: URLSearchParams): string | null {
  const out = new URLSearchParams();
  for (const name of calendarFields) {
    const [raw, ...more] = query.getAll(name);
    if (more.length) return null;
    if (raw === undefined) continue;
    const value = calendarParams[name](raw);
    if (value === undefined) return null;
    if (value !== null) out.set(name, value);
  }
  return out.size ? out.toString() : null;
}

const canonicalQueries: Record<ReportedTool, (query: URLSearchParams) => string | null> = { franchiseTax: franchiseTaxQuery, complianceCalendar: calendarQuery };

/** The reported tool and the canonical `report` value, or null when `raw` is not a tool's URL with inputs it can use. */
export function reportedCase(raw: string): { tool: ReportedTool; report: string; query: URLSearchParams } | null {
  if (raw.length > maxLength || !raw.startsWith('/')) return null;
  const mark = raw.indexOf('?');
  const path = mark === -1 ? raw : raw.slice(0, mark);
  const tool = (Object.keys(canonicalQueries) as ReportedTool[]).find((key) => paths[key] === path);
  if (!tool) return null;
  const canonical = canonicalQueries[tool](new URLSearchParams(mark === -1 ? '' : raw.slice(mark + 1)));
  return canonical === null ? null : { tool, report: `${path}?${canonical}`, query: new URLSearchParams(canonical) };
}
