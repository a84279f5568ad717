import { form as copy } from '../../content/generated/compliance-calendar-page';
import { paths } from '../../site-paths';
import { CompanyDetailsFields, type InvalidField } from '../../tools/CompanyDetailsFields';
import { resultAction } from '../../tools/result-heading';
import type { CalendarPageData } from './calendar-data';

/** A plain GET form: its answer is the permalink, and it works the same without JavaScript. */
export function CalendarForm({ data }: { data: CalendarPageData }) {
  const { form, states, operatingStates, missing, shareProblem } = data;
  const invalid: InvalidField = (field) => (missing === field || shareProblem?.field === field ? { 'aria-invalid': true, 'aria-describedby': 'calendar-problem' } : {});
  return (
    <section className="forms-card" aria-labelledby="calendar-form-heading">
      <h2 className="forms-card__heading" id="calendar-form-heading">
        {copy.heading}
      </h2>
      <form className="calendar-form" method="get" action={resultAction(paths.complianceCalendar)}>
        <CompanyDetailsFields values={form} states={states} operatingStates={operatingStates} invalid={invalid} />
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
