import type { Deadline } from '../../shared/tools/calendar-inputs';
import { dayMs } from './reminder-rules.server';

export interface DueReminder {
  deadline: Deadline;
  leadDays: number;
  /** Whole days from today to the deadline. */
  daysLeft: number;
}

const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / dayMs;

/** The day (YYYY-MM-DD, UTC) of an instant. */
export const isoDayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The first instant of the next UTC day: reminders are due by the day, so a sign-up is looked at again then. */
export const nextUtcDay = (at: Date) => new Date((Math.floor(at.getTime() / dayMs) + 1) * dayMs);

/**
 * The reminders due today: the one for lead L (days before the deadline) is
 * due from its day until the next, shorter lead's day (the last until the
 * deadline itself), so a sign-up 20 days before a deadline gets the 30-day
 * reminder at once and the 7-day one in its time, a server down on the day
 * sends it when it is back, and no deadline ever gets two at once.
 */
export function dueReminders(deadlines: readonly Deadline[], today: string, leadDays: readonly number[]): DueReminder[] {
  const now = dayNumber(today);
  const due: DueReminder[] = [];
  for (const deadline of deadlines) {
    const on = dayNumber(deadline.date);
    if (!(on >= now)) continue;
    leadDays.forEach((lead, i) => {
      const from = on - lead;
      const shorter = leadDays[i + 1];
      const until = shorter === undefined ? on + 1 : on - shorter;
      if (from <= now && now < until) due.push({ deadline, leadDays: lead, daysLeft: on - now });
    });
  }
  return due;
}
