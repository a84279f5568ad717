import { isoDay, weekday } from './calendar-days.server';

/**
 * The days a US deadline that "moves to the next business day" skips, computed
 * by rule rather than taken from a package: the federal list is short and fixed
 * by statute (5 U.S.C. 6103), and the IRS's list adds the District of Columbia's
 * Emancipation Day (IRC 7503 counts a legal holiday in the District), which the
 * holiday packages leave out, yet it moves the April due date in years such as
 * 2028. Massachusetts's Department of Revenue counts its own legal holidays
 * (G.L. c. 30, § 24; TIR 84-3): Patriots' Day, the third Monday of April, moves
 * a tax due April 15 on a weekend to the Tuesday. Tested against the Office of
 * Personnel Management's published dates.
 */

export type HolidayCalendar = 'federal' | 'irs' | 'massachusetts';

/** The nth (1-based) given weekday of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, dayOfWeek: number, n: number): string {
  if (n > 0) {
    const first = weekday(isoDay(year, month, 1));
    return isoDay(year, month, 1 + ((dayOfWeek - first + 7) % 7) + (n - 1) * 7);
  }
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = weekday(isoDay(year, month, lastDay));
  return isoDay(year, month, lastDay - ((last - dayOfWeek + 7) % 7));
}

/** A holiday on a fixed date as observed: a Saturday's on the Friday before, a Sunday's on the Monday after. */
function observed(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const dow = date.getUTCDay();
  if (dow === 6) date.setUTCDate(day - 1);
  if (dow === 0) date.setUTCDate(day + 1);
  return date.toISOString().slice(0, 10);
}

/** The federal legal holidays of a year as observed (5 U.S.C. 6103, Executive Order 11582). */
export function federalHolidays(year: number): string[] {
  return [
    observed(year, 1, 1),
    nthWeekday(year, 1, 1, 3), // Birthday of Martin Luther King, Jr.
    nthWeekday(year, 2, 1, 3), // Washington's Birthday
    nthWeekday(year, 5, 1, -1), // Memorial Day
    observed(year, 6, 19), // Juneteenth
    observed(year, 7, 4),
    nthWeekday(year, 9, 1, 1), // Labor Day
    nthWeekday(year, 10, 1, 2), // Columbus Day
    observed(year, 11, 11), // Veterans Day
    nthWeekday(year, 11, 4, 4), // Thanksgiving Day
    observed(year, 12, 25),
    // New Year's Day of the next year, observed on December 31 when January 1 is a Saturday.
    observed(year + 1, 1, 1),
  ].filter((day) => day.startsWith(`${year}-`));
}

/** District of Columbia Emancipation Day, April 16, as observed. */
function emancipationDay(year: number): string {
  return observed(year, 4, 16);
}

/** Each calendar's days beyond the federal list. */
const extraHolidays: Record<HolidayCalendar, (year: number) => string[]> = {
  federal: () => [],
  irs: (year) => [emancipationDay(year)],
  massachusetts: (year) => [nthWeekday(year, 4, 1, 3)], // Patriots' Day
};

const memo = new Map<string, ReadonlySet<string>>();

function holidaysOf(year: number, calendar: HolidayCalendar): ReadonlySet<string> {
  const key = `${calendar}${year}`;
  let days = memo.get(key);
  if (!days) {
    days = new Set([...federalHolidays(year), ...extraHolidays[calendar](year)]);
    memo.set(key, days);
  }
  return days;
}

export function isBusinessDay(iso: string, calendar: HolidayCalendar): boolean {
  const dow = weekday(iso);
  return dow !== 0 && dow !== 6 && !holidaysOf(Number(iso.slice(0, 4)), calendar).has(iso);
}
