import { missing, unknownState } from '../../content/generated/compliance-calendar-page';
import { fillSlots } from '../../format/fill-slots';
import type { CalendarPageData } from './calendar-data';

/** Why no list shows: an input the query leaves out or gets wrong (the estimator's share fields too), or a state without rules yet. */
export function CalendarProblem({ data }: { data: CalendarPageData }) {
  const message = data.missing ? missing[data.missing] : data.shareProblem ? data.shareProblem.message : data.unknownState ? fillSlots(unknownState, { state: data.unknownState }) : null;
  return message ? (
    <p className="notice notice--error" id="calendar-problem">
      {message}
    </p>
  ) : null;
}
