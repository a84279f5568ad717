import type { CalendarFormValues } from '../../../shared/routes/compliance-calendar/calendar-data';
import { maxInputLength } from '../../../shared/tools/franchise-tax/decimal';
import type { EntityType } from '../../../shared/tools/calendar-inputs';
import { calendarParams } from './calendar-query.server';

/**
 * The company-details form as the query fills it, a value that means nothing
 * left at its default: the calendar's form and the reminders' (CompanyDetailsFields).
 */
export function calendarFormValues(search: URLSearchParams): CalendarFormValues {
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
