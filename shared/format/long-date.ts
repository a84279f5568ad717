// One formatter for the process: building an Intl.DateTimeFormat per call costs more than rendering the rest of a page.
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "2026-03-04" → "March 4, 2026", the same on the server and in every browser time zone. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
