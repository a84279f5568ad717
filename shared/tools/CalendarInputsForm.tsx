import { useId } from 'react';
import { signup as copy } from '../content/generated/reminders';
import { entityTypes } from './calendar-inputs';

const yesNo = ['foreign', 'contractors', 'employees', 'foreignAccounts', 'foreignPayees'] as const;

/**
 * The calendar's inputs as a GET form to `action`, so the page that answers
 * has them in its query (as the calendar's permalink spells them). Every
 * control labelled; the state and the state it does business in are the
 * calendar's own lists; the yes/no questions are radio groups with a legend.
 */
export function CalendarInputsForm({
  action,
  states,
  operatingStates,
  values = {},
}: {
  action: string;
  states: Array<{ code: string; name: string }>;
  operatingStates: Array<{ code: string; name: string }>;
  values?: Record<string, string>;
}) {
  const id = useId();
  return (
    <form className="forms-form" method="get" action={action}>
      <div className="forms-field">
        <label htmlFor={`${id}-entity`}>{copy.labels.entity}</label>
        <select id={`${id}-entity`} name="entity" defaultValue={values.entity ?? entityTypes[0]}>
          {entityTypes.map((entity) => (
            <option key={entity} value={entity}>
              {copy.entityNames[entity]}
            </option>
          ))}
        </select>
      </div>
      <div className="forms-field">
        <label htmlFor={`${id}-state`}>{copy.labels.state}</label>
        <select id={`${id}-state`} name="state" defaultValue={values.state ?? states[0]?.code}>
          {states.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <div className="forms-field">
        <label htmlFor={`${id}-formed`}>{copy.labels.formed}</label>
        <input id={`${id}-formed`} type="date" name="formed" required defaultValue={values.formed ?? ''} />
      </div>
      <div className="forms-field">
        <label htmlFor={`${id}-fye`}>{copy.labels.fye}</label>
        <select id={`${id}-fye`} name="fye" defaultValue={values.fye ?? '12'}>
          {copy.months.map((month, i) => (
            <option key={month} value={String(i + 1)}>
              {month}
            </option>
          ))}
        </select>
      </div>
      {yesNo.map((name) => (
        <fieldset key={name} className="forms-field">
          <legend>{copy.labels[name]}</legend>
          {(['1', '0'] as const).map((value) => (
            <label key={value}>
              <input type="radio" name={name} value={value} defaultChecked={(values[name] ?? '0') === value} /> {value === '1' ? copy.yes : copy.no}
            </label>
          ))}
        </fieldset>
      ))}
      <div className="forms-field">
        <label htmlFor={`${id}-grant`}>{copy.labels.grant}</label>
        <input id={`${id}-grant`} type="date" name="grant" defaultValue={values.grant ?? ''} />
      </div>
      <div className="forms-field">
        <label htmlFor={`${id}-operates`}>{copy.labels.operates}</label>
        <select id={`${id}-operates`} name="operates" defaultValue={values.operates?.toUpperCase() ?? ''}>
          <option value="">{copy.none}</option>
          {operatingStates.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button button--secondary">
        {copy.choose}
      </button>
    </form>
  );
}
