import type { ReminderLinkData } from '../tools/reminder-pages';

/** One free slot as the form posts it (`value`, ISO 8601 with the founder's offset) and shows it. */
export interface SlotChoice {
  value: string;
  label: string;
}

/** The free slots of one day in the founder's zone. */
export interface SlotDay {
  date: string;
  label: string;
  slots: SlotChoice[];
}

/** What /book renders its form from (its loader's, and a failed post's, with the zone it was posted in). */
export interface BookPageData {
  zone: string;
  firmZone: string;
  zones: readonly string[];
  days: SlotDay[];
  topics: Array<{ id: string; label: string }>;
  /** Sent back as the booking's Idempotency-Key: the same form posted twice books once. */
  key: string;
}

/** The booked call, as the confirmation shows it. */
export interface BookedCall {
  when: string;
  whenFirm: string;
  zone: string;
  firmZone: string;
  topic: string;
  email: string;
  /** The signed link to the call's .ics, or null where none can be made. */
  ics: string | null;
  /** Whether an invitation is on its way by e-mail. */
  mailed: boolean;
  /** Where no mail is sent: the signed cancel link the invitation would carry (null with mail, or where none can be made). */
  cancel: string | null;
}

export type BookField = 'start' | 'name' | 'email' | 'topic' | 'timeZone';

/** A cancel link's page: its state, and whether the cancellation is mailed (the page's words differ without mail). */
export interface CancelLinkData extends ReminderLinkData {
  mailed: boolean;
}

/** A post's answer: the call booked, or the form again with the values typed and what was wrong. */
export type BookPost = { state: 'booked'; call: BookedCall } | { state: 'failed'; form: BookPageData; values: Partial<Record<BookField, string>>; field: BookField | null; message: string };
