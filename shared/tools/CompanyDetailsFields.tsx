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

/** One of the form's choices: its label, its options and, when it has one, the help its select points to. */
function SelectField({
  name,
  help,
  none,
  value,
  options,
  invalid,
}: {
  name: CalendarField;
  help?: string;
  none?: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  invalid: InvalidField;
}) {
  const id = `calendar-${name}`;
  return (
    <div className="forms-field">
      <label htmlFor={id}>{copy[name].label}</label>
      <select id={id} name={name} defaultValue={value} {...(help === undefined ? {} : { 'aria-describedby': `${id}-help` })} {...invalid(name)}>
        {none === undefined ? null : <option value="">{none}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {help === undefined ? null : (
        <p className="calendar-form__help" id={`${id}-help`}>
          {help}
        </p>
      )}
    </div>
  );
}

const stateOptions = (states: Array<{ code: string; name: string }>) => states.map((state) => ({ value: state.code, label: state.name }));

/**
 * The company's details as every tool that asks for them shows them (the calendar's form, the
 * reminders' form): the calendar's fields (calendarFields) with its labels, in a GET form whose
 * query the calendar's reader takes: a flag is a checkbox, sent as 1 or not at all.
 */
export function CompanyDetailsFields({ values, states, operatingStates, invalid = valid }: CompanyDetailsProps) {
  return (
    <>
      <div className="calendar-form__grid">
        <SelectField name="entity" value={values.entity} options={entityTypes.map((entity) => ({ value: entity, label: copy.entity.options[entity] }))} invalid={invalid} />
        <SelectField name="state" help={copy.state.help} value={values.state} options={stateOptions(states)} invalid={invalid} />
        <div className="forms-field">
          <label htmlFor="calendar-formed">{copy.formed.label}</label>
          <input id="calendar-formed" name="formed" type="date" min="1900-01-01" max="2099-12-31" defaultValue={values.formed} required {...invalid('formed')} />
        </div>
        <SelectField name="fye" help={copy.fye.help} value={String(values.fye)} options={monthNames.map((name, index) => ({ value: String(index + 1), label: name }))} invalid={invalid} />
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
        <SelectField name="operates" help={copy.operates.help} none={copy.operates.none} value={values.operates ?? ''} options={stateOptions(operatingStates)} invalid={invalid} />
      </div>
    </>
  );
}
