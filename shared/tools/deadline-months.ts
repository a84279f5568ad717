import { monthNames } from '../format/long-date';

/** One calendar month of a dated list: its name ("March 2027") and its items, in the list's order. */
export interface MonthGroup<T> {
  /** YYYY-MM, for keys and ids. */
  month: string;
  name: string;
  items: T[];
}

/** A list sorted by date, cut into its months: what a reader scans a year by. */
export function groupByMonth<T extends { date: string }>(items: readonly T[]): Array<MonthGroup<T>> {
  const groups: Array<MonthGroup<T>> = [];
  for (const item of items) {
    const month = item.date.slice(0, 7);
    const last = groups.at(-1);
    if (last?.month === month) last.items.push(item);
    else groups.push({ month, name: `${monthNames[Number(month.slice(5)) - 1] ?? ''} ${month.slice(0, 4)}`, items: [item] });
  }
  return groups;
}

/** "2027-03-01" → "Mar 1": the day within a month already named above it. */
export function dayInMonth(isoDate: string): string {
  return `${(monthNames[Number(isoDate.slice(5, 7)) - 1] ?? '').slice(0, 3)} ${Number(isoDate.slice(8, 10))}`;
}
