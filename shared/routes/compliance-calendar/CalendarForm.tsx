import { form as copy } from '../../content/generated/compliance-calendar-page';
import { monthNames } from '../../format/long-date';
import { paths } from '../../site-paths';
import { entityTypes } from '../../tools/calendar-inputs';
import { resultAction } from '../../tools/result-heading';
import type { CalendarPageData } from './calendar-data';

/** A plain GET form: its answer is the permalink, and it works the same without JavaScript. */
export function CalendarForm({ data }: { data: CalendarPageData }) {
  const { form, states, operatingStates, missing, shareProblem } = data;
  const invalid = (field: string) => (missing === field || shareProblem?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'calendar-problem' } : {});
  return (
    <section className="forms-card" aria-labelledby="calendar-form-heading">
      <h2 className="forms-card__heading" id="calendar-form-heading">
        {copy.heading}
      </h2>
      <form className="calendar-form" method="get" action={resultAction(paths.complianceCalendar)}>
        <div className="calendar-form__grid">
          <div className="forms-field">
            <label htmlFor="calendar-entity">{copy.entity.label}</label>
            <select id="calendar-entity" name="entity" defaultValue={form.entity} {...invalid('entity')}>
              {entityTypes.map((entity) => (
                <option key={entity} value={entity}>
                  {copy.entity.options[entity]}
                </option>
              ))}
            </select>
          </div>
          <div className="forms-field">
            <label htmlFor="calendar-state">{copy.state.label}</label>
            <select id="calendar-state" name="state" defaultValue={form.state} aria-describedby="calendar-state-help" {...invalid('state')}>
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
            <input id="calendar-formed" name="formed" type="date" min="1900-01-01" max="2099-12-31" defaultValue={form.formed} required {...invalid('formed')} />
          </div>
          <div className="forms-field">
            <label htmlFor="calendar-fye">{copy.fye.label}</label>
            <select id="calendar-fye" name="fye" defaultValue={String(form.fye)} aria-describedby="calendar-fye-help" {...invalid('fye')}>
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
          {(['foreign', 'contractors', 'employees', 'foreignAccounts', 'foreignPayees'] as const).map((flag) => (
            <label key={flag} className="calendar-check">
              <input type="checkbox" name={flag} value="1" defaultChecked={form[flag]} />
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
              defaultValue={form.grant ?? ''}
              aria-describedby="calendar-grant-help"
              {...invalid('grant')}
            />
            <p className="calendar-form__help" id="calendar-grant-help">
              {copy.grant.help}
            </p>
          </div>
          <div className="forms-field">
            <label htmlFor="calendar-operates">{copy.operates.label}</label>
            <select id="calendar-operates" name="operates" defaultValue={form.operates ?? ''} aria-describedby="calendar-operates-help" {...invalid('operates')}>
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
        <details className="calendar-form__shares" open={Object.values(form.shares).some(Boolean) || shareProblem !== null}>
          <summary>{copy.shares.summary}</summary>
          <p className="calendar-form__help">{copy.shares.help}</p>
          <div className="calendar-form__grid">
            {(['authorized', 'par', 'issued', 'assets'] as const).map((field) => (
              <div key={field} className="forms-field">
                <label htmlFor={`calendar-${field}`}>{copy.shares[field]}</label>
                <input id={`calendar-${field}`} name={field} type="text" inputMode="decimal" autoComplete="off" defaultValue={form.shares[field]} {...invalid(field)} />
              </div>
            ))}
          </div>
        </details>
        <button type="submit" className="button button--primary forms-submit">
          {copy.submit}
        </button>
      </form>
    </section>
  );
}
