import { data } from 'react-router';
import type { CalendarPageData } from './calendar-data';
import { knownOperatingStates, knownStates, lastDayOfWindow, operatingStateFor, stateData } from '../../../server/tools/compliance/deadlines.server';
import { calendarParams, calendarShareQuery, hasCalendarInputs, readCalendarQuery } from '../../../server/tools/compliance/calendar-query.server';
import { calendarAnswer } from '../../../server/tools/compliance/calendar-answer.server';
import { easternToday } from '../../../server/tools/compliance/today.server';
import { firmContext, remindersContext, type LoaderArgs } from '../../../server/ssr/route-context.server';
import { byline } from '../../content/generated/compliance-calendar-page';
import { calendarFields } from '../../tools/calendar-inputs';
import { calendarFormValues } from '../../../server/tools/compliance/calendar-form-values.server';
import type { GroupedQuery, Normalise } from '../../../server/ssr/page-query.server';

/**
 * The form's inputs: a value that means nothing is dropped, and the page asks
 * for it; then the estimator's shares and assets, optional, read together in
 * the estimator's spelling (a value it cannot use is named beside its field).
 */
export const query: GroupedQuery = {
  each: Object.fromEntries(calendarFields.map((name): [string, Normalise] => [name, (raw) => calendarParams[name](raw) ?? null])),
  group: calendarShareQuery,
};

/**
 * The calendar's inputs are its query string (a GET form), so the page with
 * them is a permalink, complete in the server's HTML. The list starts today,
 * US Eastern time.
 */
export function loader({ request, context }: LoaderArgs) {
  const search = new URL(request.url).searchParams;
  // The reminder sign-up shows only where reminders can be sent (SMTP configured, the embedded store).
  const remindersAvailable = context.get(remindersContext) !== null;
  const page: CalendarPageData = {
    byline: context.get(firmContext).byline(byline),
    form: calendarFormValues(search),
    states: knownStates(),
    operatingStates: knownOperatingStates(),
    missing: null,
    shareProblem: null,
    unknownState: null,
    result: null,
    remindersAvailable,
  };
  if (!hasCalendarInputs(search)) return page;
  const parsed = readCalendarQuery(search);
  if (!parsed.ok) return { ...page, missing: parsed.field };
  if (!stateData(parsed.inputs.state)) return { ...page, unknownState: parsed.inputs.state };
  const from = easternToday();
  const answered = calendarAnswer(search, from);
  if (!answered.ok) return data({ ...page, shareProblem: { field: answered.field, message: answered.message } }, { status: 400 });
  const { overdue, deadlines, notRequired, query } = answered.answer;
  const operating = operatingStateFor(parsed.inputs);
  const operates = operating
    ? {
        name: operating.name,
        registration: { text: operating.registration.text, source: operating.registration.source, asOf: operating.registration.asOf },
        notCovered: operating.notCovered,
      }
    : null;
  return { ...page, result: { from, until: lastDayOfWindow(from), formed: parsed.inputs.formed, overdue, deadlines, notRequired, operates, query } };
}
