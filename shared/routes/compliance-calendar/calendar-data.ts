import type { Byline } from '../../people/byline';
import type { NotRequired } from '../../content/types';
import type { CalendarField, CalendarInputs, Deadline } from '../../tools/calendar-inputs';

/** What the form shows: the query's values, or the defaults of an empty form (whose `formed` is ''), and the estimator's share fields as entered. */
export type CalendarFormValues = CalendarInputs & { shares: { authorized: string; par: string; issued: string; assets: string } };

export interface CalendarResult {
  from: string;
  until: string;
  /** The formation day, from which the overdue list counts. */
  formed: string;
  /** Dates that passed since formation for filings that can still be made late: listed first and apart. */
  overdue: Deadline[];
  deadlines: Deadline[];
  notRequired: NotRequired[];
  /** The state the company does business in besides its state of formation: registering there, and what the calendar does not cover there. */
  operates: { name: string; registration: { text: string; source: string; asOf: string }; notCovered: string } | null;
  /** The permalink's query, for the .ics, CSV and JSON links. */
  query: string;
}

/** What the calendar's loader returns (page.server.ts). */
export interface CalendarPageData {
  /** Who reviewed the calendar, if the site may show them (decision 0045). */
  byline: Byline | null;
  form: CalendarFormValues;
  states: Array<{ code: string; name: string }>;
  /** The states a company formed elsewhere may do business in that the calendar knows. */
  operatingStates: Array<{ code: string; name: string }>;
  /** The first input the query leaves out or gets wrong. */
  missing: CalendarField | null;
  /** A share field (the estimator's) the calendar cannot use, with the estimator's words. */
  shareProblem: { field: string; message: string } | null;
  /** A state content/compliance/states/ has no file for. */
  unknownState: string | null;
  result: CalendarResult | null;
  /** Whether this deployment sends reminders: the sign-up shows under the list only then. */
  remindersAvailable: boolean;
}
