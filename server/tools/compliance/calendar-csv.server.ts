import { formatDollars } from '../../../shared/format/whole-number';
import type { Deadline } from '../../../shared/tools/calendar-inputs';

/** The CSV's columns, in the order of its header row. */
const header = ['date', 'title', 'authority', 'amount', 'penalty', 'source'];

/**
 * One cell as RFC 4180 writes it (quoted when it holds a comma, quote or line
 * break, quotes doubled), and safe to open in a spreadsheet: a cell starting
 * with = + - @ (or a tab or carriage return) would run as a formula, so it
 * starts with an apostrophe instead (OWASP's CSV injection advice).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The deadlines as CSV (RFC 4180: CRLF after every record, the header first); the overdue ones first, as the page lists them. */
export function calendarCsv(deadlines: Deadline[]): string {
  const rows = deadlines.map((d) => [d.date, d.title, d.authority, d.amount === null ? '' : formatDollars(d.amount), d.penalty, d.source]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',') + '\r\n').join('');
}
