import type { FactChange } from '../../shared/content/types';
import type { Deadline } from '../../shared/tools/calendar-inputs';
import { addDays } from '../tools/compliance/calendar-days.server';

/** What a change alert's mail needs, stored with it when it is queued (as a reminder stores its deadline). */
export interface ChangeAlert {
  change: Pick<FactChange, 'id' | 'kind' | 'title' | 'summary' | 'old' | 'new' | 'effective' | 'source' | 'sourceKind'>;
  /** The subscriber's deadlines, from today on, of the rules the change names. */
  deadlines: Array<Pick<Deadline, 'title' | 'date' | 'amount'>>;
  /** The last day it could be queued (YYYY-MM-DD): once that has passed, a sent one may be forgotten. */
  lastDay: string;
}

/**
 * The changes a confirmed subscriber is told of today (decision 0032): each
 * that names rules, was published on or before today and at most `alertDays`
 * ago, after the day the sign-up was confirmed (one confirmed that day or
 * later was shown the new figure), and names the rule of at least one of the
 * subscriber's deadlines from today on. Pure, like the calendar: every
 * replica computes the same alerts, and the outbox's unique index sends each once.
 */
export function dueChangeAlerts(changes: readonly FactChange[], deadlines: readonly Deadline[], opts: { today: string; confirmedOn: string; alertDays: number }): ChangeAlert[] {
  const alerts: ChangeAlert[] = [];
  for (const change of changes) {
    const lastDay = addDays(change.published, opts.alertDays);
    if (!change.rules.length || change.published > opts.today || lastDay < opts.today || opts.confirmedOn >= change.published) continue;
    const affected = deadlines.filter((d) => d.date >= opts.today && change.rules.includes(d.rule));
    if (!affected.length) continue;
    const { id, kind, title, summary, old, effective, source, sourceKind } = change;
    alerts.push({
      change: { id, kind, title, summary, old, new: change.new, effective, source, sourceKind },
      deadlines: affected.map(({ title: what, date, amount }) => ({ title: what, date, amount })),
      lastDay,
    });
  }
  return alerts;
}

/** The alert's key in the outbox's unique index (with lead 0): one per sign-up and change, ever. */
export const changeAlertKey = (changeId: string) => `change:${changeId}`;
