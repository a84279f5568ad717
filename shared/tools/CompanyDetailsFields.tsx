import { form as copy } from '../content/generated/compliance-calendar-page';
import { monthNames } from '../format/long-date';
import { entityTypes, type CalendarField, type CalendarInputs } from './calendar-inputs';

/** Where a field's value was refused: the attributes that mark it and point to the message. */
export type InvalidField = (field: string) => { 'aria-invalid'?: true; 'aria-describedby'?: string };

export interface CompanyDetailsProps {
  /** The company as the query fills it, or the empty form's defaults (whose `formed` is ''). */
  values: CalendarInputs;
  states: Array<{ code: string; name: string }>;
  /** The states a company formed elsewhere may do business in that the calendar knows. */
  operatingStates: Array<{ code: string; name: string }>;
  invalid?: InvalidField;
}

const flags = ['foreign', 'contractors', 'employees', 'foreignAccounts', 'foreignPayees'] as const satisfies readonly CalendarField[];
const valid: InvalidField = () => ({});

/**
 * The company's details as every tool that asks for them shows them (the calendar's form, the
 * reminders' form): the calendar's fields (calendarFields) with its labels, in a GET form whose
 * query the calendar's reader takes: a flag is a checkbox, sent as 1 or not at all.
 */
export function CompanyDetailsFields({ values, states, operatingStates, invalid = valid }: CompanyDetailsProps) {
  return (
    <>
      <div className="calendar-form__grid">
        <div className="forms-field">
          <label htmlFor="calendar-entity">{copy.entity.label}</label>
          <select id="calendar-entity" name="entity" defaultValue={values.entity} {...invalid('entity')}>
            {entityTypes.map((entity) => (
              <option key={entity} value={entity}>
                {copy.entity.options[entity]}
              </option>
            ))}
          </select>
        </div>
        <div className="forms-field">
          <label htmlFor="calendar-state">{copy.state.label}</label>
          <select id="calendar-state" name="state" defaultValue={values.state} aria-describedby="calendar-state-help" {...invalid('state')}>
            {states.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
          <p className="calendar-form__help" id="calendar-state-help">
            {copy.state.help}
          </p>
        </div>
        <div className="forms-field">
          <label htmlFor="calendar-formed">{copy.formed.label}</label>
          <input id="calendar-formed" name="formed" type="date" min="1900-01-01" max="2099-12-31" defaultValue={values.formed} required {...invalid('formed')} />
        </div>
        <div className="forms-field">
          <label htmlFor="calendar-fye">{copy.fye.label}</label>
          <select id="calendar-fye" name="fye" defaultValue={String(values.fye)} aria-describedby="calendar-fye-help" {...invalid('fye')}>
            {monthNames.map((name, index) => (
              <option key={name} value={String(index + 1)}>
                {name}
              </option>
            ))}
          </select>
          <p className="calendar-form__help" id="calendar-fye-help">
            {copy.fye.help}
          </p>
        </div>
      </div>
      <div className="calendar-form__checks">
        {flags.map((flag) => (
          <label key={flag} className="calendar-check">
            <input type="checkbox" name={flag} value="1" defaultChecked={values[flag]} />
            <span>{copy[flag].label}</span>
          </label>
        ))}
      </div>
      <div className="calendar-form__grid">
        <div className="forms-field">
          <label htmlFor="calendar-grant">{copy.grant.label}</label>
          <input
            id="calendar-grant"
            name="grant"
            type="date"
            min="1900-01-01"
            max="2099-12-31"
            defaultValue={values.grant ?? ''}
            aria-describedby="calendar-grant-help"
            {...invalid('grant')}
          />
          <p className="calendar-form__help" id="calendar-grant-help">
            {copy.grant.help}
          </p>
        </div>
        <div className="forms-field">
          <label htmlFor="calendar-operates">{copy.operates.label}</label>
          <select id="calendar-operates" name="operates" defaultValue={values.operates ?? ''} aria-describedby="calendar-operates-help" {...invalid('operates')}>
            <option value="">{copy.operates.none}</option>
            {operatingStates.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name}
              </option>
            ))}
          </select>
          <p className="calendar-form__help" id="calendar-operates-help">
            {copy.operates.help}
          </p>
        </div>
      </div>
    </>
  );
}
