import { form, figures } from '../../content/generated/franchise-tax';
import { fillSlots } from '../../format/fill-slots';
import { paths } from '../../site-paths';
import { limits } from '../../tools/franchise-tax/query';
import type { FranchiseTaxData } from './franchise-tax-data';

/** Rows the form offers without JavaScript: three, or one more than the classes entered, up to the most the estimate takes. */
const minimumRows = 3;

const errorId = 'ft-error';

/** The id of the input a problem is about, so the summary can link to it and the input can point back. */
export function problemInputId(problem: NonNullable<FranchiseTaxData['problem']>): string {
  const row = problem.row ?? 0;
  if (problem.field === 'authorized' || problem.field === 'class') return `ft-authorized-${row}`;
  if (problem.field === 'par') return `ft-par-${row}`;
  return `ft-${problem.field}`;
}

/**
 * A GET form whose fields are the query parameters, so it works without
 * JavaScript and its answer is a permalink: the server puts the query in its
 * one spelling (each row's authorized/par pair, empty rows dropped) and renders
 * the estimate. Each field shows what was entered, and a value the estimate
 * cannot use is named in a summary that links to it.
 */
export function FranchiseTaxForm({ data }: { data: FranchiseTaxData }) {
  const rowCount = Math.min(limits.classes, Math.max(minimumRows, data.rows.length + 1));
  const rows = Array.from({ length: rowCount }, (_, i) => data.rows[i] ?? { authorized: '', par: '' });
  const invalid = data.problem ? problemInputId(data.problem) : null;
  const described = (id: string, hint?: string) => [hint, invalid === id ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  const field = (id: string) => ({ id, 'aria-invalid': invalid === id ? true : undefined });
  return (
    <section className="tool-form-section" aria-labelledby="ft-form-heading">
      <h2 id="ft-form-heading">{form.heading}</h2>
      {data.problem ? (
        <div className="tool-error" id={errorId}>
          <h3 className="tool-error__heading">{form.errorHeading}</h3>
          <p>
            <a href={`#${problemInputId(data.problem)}`}>{data.problem.message}</a>
          </p>
        </div>
      ) : null}
      <form method="get" action={paths.franchiseTax} className="tool-form">
        <fieldset className="tool-classes">
          <legend>{form.classes.legend}</legend>
          <p className="tool-hint" id="ft-classes-hint">
            {form.classes.hint}
          </p>
          {rows.map((row, i) => (
            <fieldset key={i} className="tool-class">
              <legend>{fillSlots(form.classes.row, { number: String(i + 1) })}</legend>
              <div className="tool-field">
                <label htmlFor={`ft-authorized-${i}`}>{form.classes.authorized}</label>
                <input
                  {...field(`ft-authorized-${i}`)}
                  name="authorized"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  defaultValue={row.authorized}
                  aria-describedby={described(`ft-authorized-${i}`, i === 0 ? 'ft-classes-hint' : undefined)}
                />
              </div>
              <div className="tool-field">
                <label htmlFor={`ft-par-${i}`}>{form.classes.par}</label>
                <input
                  {...field(`ft-par-${i}`)}
                  name="par"
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  defaultValue={row.par}
                  aria-describedby={described(`ft-par-${i}`, 'ft-par-hint')}
                />
              </div>
            </fieldset>
          ))}
          <p className="tool-hint" id="ft-par-hint">
            {form.classes.parHint}
          </p>
        </fieldset>
        <div className="tool-field">
          <label htmlFor="ft-issued">{form.issued}</label>
          <input
            {...field('ft-issued')}
            name="issued"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={data.issued}
            aria-describedby={described('ft-issued', 'ft-issued-hint')}
          />
          <p className="tool-hint" id="ft-issued-hint">
            {form.issuedHint}
          </p>
        </div>
        <div className="tool-field">
          <label htmlFor="ft-assets">{form.assets}</label>
          <input
            {...field('ft-assets')}
            name="assets"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={data.assets}
            aria-describedby={described('ft-assets', 'ft-assets-hint')}
          />
          <p className="tool-hint" id="ft-assets-hint">
            {form.assetsHint}
          </p>
        </div>
        <div className="tool-field">
          <label htmlFor="ft-filed">{form.filed}</label>
          <input {...field('ft-filed')} name="filed" type="date" defaultValue={data.filed} aria-describedby={described('ft-filed', 'ft-filed-hint')} />
          <p className="tool-hint" id="ft-filed-hint">
            {fillSlots(form.filedHint, { due: figures.items.dueDate.display })}
          </p>
        </div>
        <div className="tool-check">
          <input {...field('ft-large')} name="large" type="checkbox" value="1" defaultChecked={data.large} aria-describedby={described('ft-large', 'ft-large-hint')} />
          <label htmlFor="ft-large">{form.large}</label>
          <p className="tool-hint" id="ft-large-hint">
            {form.largeHint}
          </p>
        </div>
        <button type="submit" className="button button--primary tool-submit">
          {form.submit}
        </button>
      </form>
    </section>
  );
}
