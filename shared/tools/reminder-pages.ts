import type { CalendarInputs } from './calendar-inputs';

/** The sign-up page's loader data: the calendar's inputs from its query, when they are all there and right. */
export interface ReminderSignupData {
  inputs: CalendarInputs | null;
  /** Reached by the redirect after a sign-up was taken (?sent=1). */
  sent: boolean;
  /** The site can send e-mail; without it the form is not shown. */
  available: boolean;
  /** The calendar's permalink query for the inputs given, for its subscription where reminders cannot be sent; null without inputs. */
  calendarQuery: string | null;
  /** The states the calendar has rules for: the same list as the calendar's state field. */
  states: Array<{ code: string; name: string }>;
  /** The states a company formed elsewhere may do business in: the same list as the calendar's `operates` field. */
  operatingStates: Array<{ code: string; name: string }>;
}

/** What a failed sign-up post renders again: every value posted, and what was wrong. */
export interface ReminderSignupPost {
  values: Record<string, string>;
  /** The field at fault, or null for a failure of the whole form (storage down, rate limit). */
  field: string | null;
  message: string;
}

/** A signed link's page: its button, what the button did, or a link that does not work. */
export interface ReminderLinkData {
  /** `already`: done before, by an earlier post of the same single-use link (a booking's cancel link). */
  state: 'ready' | 'done' | 'already' | 'invalid';
}
