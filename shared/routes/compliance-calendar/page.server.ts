import { data } from 'react-router';
import type { CalendarFormValues, CalendarPageData } from './calendar-data';
import { knownOperatingStates, knownStates, lastDayOfWindow, operatingStateFor, stateData } from '../../../server/tools/compliance/deadlines.server';
import { calendarParams, calendarShareQuery, hasCalendarInputs, readCalendarQuery } from '../../../server/tools/compliance/calendar-query.server';
import { calendarAnswer } from '../../../server/tools/compliance/calendar-answer.server';
import { maxInputLength } from '../../tools/franchise-tax/decimal';
import { easternToday } from '../../../server/tools/compliance/today.server';
import { firmContext, remindersContext, type LoaderArgs } from '../../../server/ssr/route-context.server';
import { byline } from '../../content/generated/compliance-calendar-page';
import { calendarFields, type EntityType } from '../../tools/calendar-inputs';
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

/** The form as the query fills it (the canonical-URL step has already dropped values that mean nothing). */
function formValues(search: URLSearchParams): CalendarFormValues {
  const flag = (name: 'foreign' | 'contractors' | 'employees' | 'foreignAccounts' | 'foreignPayees') => calendarParams[name](search.get(name) ?? '') === '1';
  return {
    entity: (calendarParams.entity(search.get('entity') ?? '') ?? 'llc-single') as EntityType,
    state: calendarParams.state(search.get('state') ?? '') ?? 'DE',
    formed: calendarParams.formed(search.get('formed') ?? '') ?? '',
    foreign: flag('foreign'),
    fye: Number(calendarParams.fye(search.get('fye') ?? '') ?? 12),
    contractors: flag('contractors'),
    employees: flag('employees'),
    foreignAccounts: flag('foreignAccounts'),
    foreignPayees: flag('foreignPayees'),
    grant: calendarParams.grant(search.get('grant') ?? '') ?? null,
    operates: calendarParams.operates(search.get('operates') ?? '') ?? null,
    shares: {
      authorized: (search.get('authorized') ?? '').trim().slice(0, maxInputLength),
      par: (search.get('par') ?? '').trim().slice(0, maxInputLength),
      issued: (search.get('issued') ?? '').trim().slice(0, maxInputLength),
      assets: (search.get('assets') ?? '').trim().slice(0, maxInputLength),
    },
  };
}

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
    form: formValues(search),
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
