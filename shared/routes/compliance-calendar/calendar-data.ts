import type { NotRequired } from '../../content/types';
import type { CalendarField, CalendarInputs, Deadline } from '../../tools/calendar-inputs';

/** What the form shows: the query's values, or the defaults of an empty form (whose `formed` is ''). */
export type CalendarFormValues = CalendarInputs;

export interface CalendarResult {
  from: string;
  until: string;
  deadlines: Deadline[];
  notRequired: NotRequired[];
  /** The permalink's query, for the .ics and JSON links. */
  query: string;
}

/** What the calendar's loader returns (page.server.ts). */
export interface CalendarPageData {
  form: CalendarFormValues;
  states: Array<{ code: string; name: string }>;
  /** The first input the query leaves out or gets wrong. */
  missing: CalendarField | null;
  /** A state content/compliance/states/ has no file for. */
  unknownState: string | null;
  result: CalendarResult | null;
  /** Whether this deployment sends reminders: the sign-up shows under the list only then. */
  remindersAvailable: boolean;
}
