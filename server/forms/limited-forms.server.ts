import { fieldLabels, refusals } from '../../shared/content/generated/forms';
import { signup as reminderCopy } from '../../shared/content/generated/reminders';
import { formEndpoints, type FormKind } from '../../shared/forms/form-endpoints';
import { page as bookingCopy } from '../../shared/content/generated/booking';
import { bookingPaths, paths, reminderPaths } from '../../shared/site-paths';
import { calendarFields } from '../../shared/tools/calendar-inputs';

/** A field of a posted form as the short 429 page gives it back. */
export interface PostedField {
  name: string;
  label: string;
  multiline?: boolean;
}

/** A form the rate limit counts: the paths it is posted to (its JSON door and its page), the fields a refused post gets back, and what a JSON post past the limit hears. */
export interface LimitedForm {
  api: string;
  page: string;
  fields: readonly PostedField[];
  limitMessage: string;
}

// The fields the forms show as a text area.
const multiline = new Set(['comment', 'description']);

/** The contact or support form, as the rate limit's short answer gives it back: each field under its label. */
export function siteForm(kind: FormKind, fields: readonly string[]): LimitedForm {
  const { api, page } = formEndpoints[kind];
  return {
    api,
    page,
    fields: fields.map((name) => ({ name, label: fieldLabels[name as keyof typeof fieldLabels] ?? name, multiline: multiline.has(name) })),
    limitMessage: refusals.rateLimited,
  };
}

/** The reminder sign-up: the address, and the company's details the calendar was built from. */
export const reminderForm: LimitedForm = {
  api: reminderPaths.api,
  page: paths.reminders,
  fields: [{ name: 'email', label: reminderCopy.emailLabel }, ...calendarFields.map((name) => ({ name, label: reminderCopy.labels[name] }))],
  limitMessage: reminderCopy.errors.rateLimited,
};

/** Booking a call: the chosen time, the founder's zone, name, e-mail and topic. */
export const bookingForm: LimitedForm = {
  api: bookingPaths.api,
  page: paths.book,
  fields: [
    { name: 'start', label: bookingCopy.slotsHeading },
    { name: 'timeZone', label: bookingCopy.zoneLabel },
    { name: 'name', label: bookingCopy.nameLabel },
    { name: 'email', label: bookingCopy.emailLabel },
    { name: 'topic', label: bookingCopy.topicLabel },
  ],
  limitMessage: refusals.rateLimited,
};
