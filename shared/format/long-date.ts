// Written out rather than built on Intl.DateTimeFormat: the first Intl formatter a page builds loads the
// browser's locale data, 10–30 ms of main thread on a desktop and four times that on a phone, in the middle
// of hydration. An English month name and two numbers are all this format needs.
export const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The day "YYYY-MM-DD" names, or undefined when it names none ("2026-02-30"). */
function calendarDay(isoDate: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) return undefined;
  const date = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(isoDate) ? date : undefined;
}

/** Whether "YYYY-MM-DD" names a day that exists ("2026-02-30" does not). */
export function isCalendarDate(isoDate: string): boolean {
  return calendarDay(isoDate) !== undefined;
}

/** "2026-03-04" → "March 4, 2026", the same on the server and in every browser time zone. */
export function formatLongDate(isoDate: string): string {
  const date = calendarDay(isoDate);
  const month = date && monthNames[date.getUTCMonth()];
  if (!date || !month) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${JSON.stringify(isoDate)}`);
  return `${month} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
