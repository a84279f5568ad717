import { fieldLabels, refusals } from '../../shared/content/generated/forms';
import { signup as reminderCopy } from '../../shared/content/generated/reminders';
import { formEndpoints, type FormKind } from '../../shared/forms/form-endpoints';
import { paths, reminderPaths } from '../../shared/site-paths';
import { calendarFields } from '../../shared/tools/calendar-inputs';
import type { LimitedForm } from './form-post-gate.server';

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
