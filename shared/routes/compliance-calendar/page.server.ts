import type { CalendarFormValues, CalendarPageData } from './calendar-data';
import { complianceDeadlines, knownStates, lastDayOfWindow, notRequiredFor, stateData } from '../../../server/tools/compliance/deadlines.server';
import { calendarParams, calendarQueryString, hasCalendarInputs, readCalendarQuery } from '../../../server/tools/compliance/calendar-query.server';
import { easternToday } from '../../../server/tools/compliance/today.server';
import { remindersContext, type LoaderArgs } from '../../../server/ssr/route-context.server';
import { calendarFields, type EntityType } from '../../tools/calendar-inputs';
import type { Normalise, PageQuery } from '../../../server/ssr/page-query.server';

/** The form's inputs: a value that means nothing is dropped, and the page asks for it. */
export const query = Object.fromEntries(calendarFields.map((name): [string, Normalise] => [name, (raw) => calendarParams[name](raw) ?? null])) satisfies PageQuery;

/** The form as the query fills it (the canonical-URL step has already dropped values that mean nothing). */
function formValues(search: URLSearchParams): CalendarFormValues {
  const flag = (name: 'foreign' | 'contractors' | 'employees') => calendarParams[name](search.get(name) ?? '') === '1';
  return {
    entity: (calendarParams.entity(search.get('entity') ?? '') ?? 'llc-single') as EntityType,
    state: calendarParams.state(search.get('state') ?? '') ?? 'DE',
    formed: calendarParams.formed(search.get('formed') ?? '') ?? '',
    foreign: flag('foreign'),
    fye: Number(calendarParams.fye(search.get('fye') ?? '') ?? 12),
    contractors: flag('contractors'),
    employees: flag('employees'),
  };
}

/**
 * The calendar's inputs are its query string (a GET form), so the page with
 * them is a permalink, complete in the server's HTML. The list starts today,
 * US Eastern time.
 */
export function loader({ request, context }: LoaderArgs): CalendarPageData {
  const search = new URL(request.url).searchParams;
  // The reminder sign-up shows only where reminders can be sent (SMTP configured, the embedded store).
  const remindersAvailable = context.get(remindersContext) !== null;
  const page: CalendarPageData = { form: formValues(search), states: knownStates(), missing: null, unknownState: null, result: null, remindersAvailable };
  if (!hasCalendarInputs(search)) return page;
  const parsed = readCalendarQuery(search);
  if (!parsed.ok) return { ...page, missing: parsed.field };
  if (!stateData(parsed.inputs.state)) return { ...page, unknownState: parsed.inputs.state };
  const from = easternToday();
  return {
    ...page,
    result: {
      from,
      until: lastDayOfWindow(from),
      deadlines: complianceDeadlines(parsed.inputs, from),
      notRequired: notRequiredFor(parsed.inputs),
      query: calendarQueryString(parsed.inputs),
    },
  };
}
