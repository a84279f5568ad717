/**
 * Today's date where the deadlines are kept: US Eastern time, the IRS's and
 * Delaware's. One formatter for the process: building one costs far more than using it.
 */
const eastern = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' });

export function easternToday(now = new Date()): string {
  return eastern.format(now);
}
