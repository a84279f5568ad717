/**
 * Days of the calendar as YYYY-MM-DD text, computed in UTC so that no time
 * zone or daylight-saving change ever moves one: deadlines are whole days.
 */

export interface Day {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The day, with a day past the month's end (February 30) taken as the month's last day. */
export function isoDay(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, Math.min(day, daysInMonth(year, month))));
  return date.toISOString().slice(0, 10);
}

export function parseDay(iso: string): Day {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

/** 0 is Sunday, 6 Saturday. */
export function weekday(iso: string): number {
  return new Date(`${iso}T00:00:00Z`).getUTCDay();
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The month `months` after (year, month), 1-based: (2026, 11) plus 4 is (2027, 3). */
export function addMonths(year: number, month: number, months: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}
