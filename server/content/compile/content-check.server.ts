import path from 'node:path';
import { compileContent } from './compile-content.server';
import { formatIssue, type ContentIssue } from './issues.server';
import { formatFinding, reviewFindings } from './review-dates.server';

/** What `npm run content:check` reports on a content folder: its exit status and the lines it prints, by stream. */
export interface ContentCheckReport {
  status: 0 | 1;
  out: string[];
  err: string[];
}

/** A folder's problems as the commands print them: a count, then one line a problem. */
export function problemLines(dir: string, issues: readonly ContentIssue[]): string[] {
  const count = `${issues.length} ${issues.length === 1 ? 'problem' : 'problems'}`;
  return [`content: ${count} in ${path.relative(process.cwd(), dir) || '.'}/`, ...issues.map((issue) => `  ${formatIssue(issue)}`)];
}

/**
 * The whole check of `npm run content:check`, kept apart from the command so the
 * tests can run it on many content copies without paying for a process each.
 * Every problem of every file is listed; a figure due for review within 30
 * days of `today` is a warning, one past its review day a failure.
 */
export async function checkContent(dir: string, today: string): Promise<ContentCheckReport> {
  const result = await compileContent(dir);
  if (!result.ok) return { status: 1, out: [], err: problemLines(dir, result.issues) };
  const findings = reviewFindings(result.content, today, path.basename(dir));
  const overdue = findings.filter((finding) => finding.overdue);
  const soon = findings.filter((finding) => !finding.overdue);
  const err: string[] = [];
  if (soon.length) err.push(`content: ${soon.length} ${soon.length === 1 ? 'figure' : 'figures'} to confirm within 30 days of ${today}:`, ...soon.map((f) => `  ${formatFinding(f)}`));
  if (overdue.length) {
    err.push(`content: ${overdue.length} ${overdue.length === 1 ? 'figure is' : 'figures are'} past their review day (${today}):`, ...overdue.map((f) => `  ${formatFinding(f)}`));
    return { status: 1, out: [], err };
  }
  return { status: 0, out: [`content: ok (${result.content.facts.size} facts)`], err };
}
