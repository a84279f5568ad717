import { data, redirect } from 'react-router';
import { signup as copy } from '../../shared/content/generated/reminders';
import { pages } from '../../shared/site-paths';
import { calendarFields, parseCalendarInputs } from '../../shared/tools/calendar-inputs';
import type { ReminderLinkData, ReminderSignupData, ReminderSignupPost } from '../../shared/tools/reminder-pages';
import { formInput, postedValues } from '../forms/posted-form.server';
import type { LinkQuery } from '../reminders/reminder-links.server';
import { refusedPostContext, remindersContext, type ActionArgs, type LoaderArgs } from '../ssr/route-context.server';

const signupFields = ['email', ...calendarFields];

/** /tools/reminders: the calendar's inputs from the query, then the sign-up; its no-JavaScript post (JSON posts: reminder-routes.server.ts). */
export const reminderSignupRoute = {
  loader({ request, context }: LoaderArgs): ReminderSignupData {
    const query = new URL(request.url).searchParams;
    const parsed = parseCalendarInputs(Object.fromEntries(calendarFields.map((name) => [name, query.get(name) ?? ''])));
    return { inputs: parsed.ok ? parsed.inputs : null, sent: query.get('sent') === '1', available: context.get(remindersContext) !== null };
  },

  async action({ request, context }: ActionArgs) {
    const input = formInput(await request.formData());
    const values = postedValues(input, signupFields);
    const refused = context.get(refusedPostContext);
    if (refused) return data<ReminderSignupPost>({ values, field: null, message: refused.message }, { status: refused.status });
    const reminders = context.get(remindersContext);
    if (!reminders) return data<ReminderSignupPost>({ values, field: null, message: copy.errors.unavailable }, { status: 503 });
    const outcome = await reminders.signUp(input);
    if (outcome.ok) return redirect(`${pages.reminders.path}?sent=1`, 303);
    return data<ReminderSignupPost>({ values, field: outcome.status === 400 ? outcome.field : null, message: outcome.message }, { status: outcome.status });
  },
};

const linkQuery = (request: Request): LinkQuery => {
  const query = new URL(request.url).searchParams;
  return { r: query.get('r'), e: query.get('e'), s: query.get('s') };
};

/**
 * A signed link's page: a GET only shows the button (mail scanners that
 * follow links confirm or unsubscribe nothing); its POST, the button or a
 * mail client's one-click unsubscribe (RFC 8058), does it.
 */
function signedLinkRoute(looksValid: 'confirmLinkLooksValid' | 'unsubscribeLinkLooksValid', act: 'confirm' | 'unsubscribe') {
  return {
    async loader({ request, context }: LoaderArgs) {
      const reminders = context.get(remindersContext);
      const ready = reminders !== null && (await reminders[looksValid](linkQuery(request)));
      // A link that is not one this site signed, or no longer holds, is the client's error: 400, like its POST.
      return data<ReminderLinkData>({ state: ready ? 'ready' : 'invalid' }, { status: ready ? 200 : 400 });
    },
    async action({ request, context }: ActionArgs) {
      const reminders = context.get(remindersContext);
      const done = reminders !== null && (await reminders[act](linkQuery(request)));
      return data<ReminderLinkData>({ state: done ? 'done' : 'invalid' }, { status: done ? 200 : 400 });
    },
  };
}

export const reminderConfirmRoute = signedLinkRoute('confirmLinkLooksValid', 'confirm');
export const reminderUnsubscribeRoute = signedLinkRoute('unsubscribeLinkLooksValid', 'unsubscribe');
