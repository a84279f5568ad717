import { data, redirect } from 'react-router';
import { signup as copy } from '../../content/generated/reminders';
import { paths } from '../../site-paths';
import { calendarFields, parseCalendarInputs } from '../../tools/calendar-inputs';
import type { ReminderSignupData, ReminderSignupPost } from '../../tools/reminder-pages';
import { formInput, postedValues } from '../../../server/forms/posted-form.server';
import { knownOperatingStates, knownStates } from '../../../server/tools/compliance/deadlines.server';
import { calendarQueryString } from '../../../server/tools/compliance/calendar-query.server';
import { refusedPostContext, remindersContext, type ActionArgs, type LoaderArgs } from '../../../server/ssr/route-context.server';

const signupFields = ['email', ...calendarFields];

/** /tools/reminders: the calendar's inputs from the query, then the sign-up; its no-JavaScript post (JSON posts: reminder-routes.server.ts). */
export function loader({ request, context }: LoaderArgs): ReminderSignupData {
  const query = new URL(request.url).searchParams;
  const parsed = parseCalendarInputs(Object.fromEntries(calendarFields.map((name) => [name, query.get(name) ?? ''])));
  const inputs = parsed.ok ? parsed.inputs : null;
  return {
    inputs,
    sent: query.get('sent') === '1',
    available: context.get(remindersContext) !== null,
    calendarQuery: inputs ? calendarQueryString(inputs) : null,
    states: knownStates(),
    operatingStates: knownOperatingStates(),
  };
}

/** The sign-up's no-JavaScript post: a 303 to ?sent=1, or the form again with what was wrong. */
export async function action({ request, context }: ActionArgs) {
  const input = formInput(await request.formData());
  const values = postedValues(input, signupFields);
  const refused = context.get(refusedPostContext);
  if (refused) return data<ReminderSignupPost>({ values, field: null, message: refused.message }, { status: refused.status });
  const reminders = context.get(remindersContext);
  if (!reminders) return data<ReminderSignupPost>({ values, field: null, message: copy.errors.unavailable }, { status: 503 });
  const outcome = await reminders.signUp(input);
  if (outcome.ok) return redirect(`${paths.reminders}?sent=1`, 303);
  return data<ReminderSignupPost>({ values, field: outcome.status === 400 ? outcome.field : null, message: outcome.message }, { status: outcome.status });
}
