import { form, figures } from '../../content/generated/franchise-tax';
import { fillSlots } from '../../format/fill-slots';
import { paths } from '../../site-paths';
import { limits } from '../../tools/franchise-tax/query';
import { resultAction } from '../../tools/result-heading';
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

/** One input with its label above and its hint below (`${id}-hint`, which `describedBy` names with any error). */
function HintedInput({
  id,
  label,
  hint,
  describedBy,
  type = 'text',
  ...input
}: {
  id: string;
  label: string;
  hint: string;
  describedBy: string | undefined;
  name: string;
  type?: 'text' | 'date';
  inputMode?: 'numeric' | 'decimal';
  defaultValue: string;
  'aria-invalid'?: boolean;
}) {
  return (
    <div className="tool-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} autoComplete={type === 'text' ? 'off' : undefined} aria-describedby={describedBy} {...input} />
      <p className="tool-hint" id={`${id}-hint`}>
        {hint}
      </p>
    </div>
  );
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
      <form method="get" action={resultAction(paths.franchiseTax)} className="tool-form">
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
        <HintedInput
          {...field('ft-issued')}
          label={form.issued}
          hint={form.issuedHint}
          describedBy={described('ft-issued', 'ft-issued-hint')}
          name="issued"
          inputMode="numeric"
          defaultValue={data.issued}
        />
        <HintedInput
          {...field('ft-assets')}
          label={form.assets}
          hint={form.assetsHint}
          describedBy={described('ft-assets', 'ft-assets-hint')}
          name="assets"
          inputMode="decimal"
          defaultValue={data.assets}
        />
        <HintedInput
          {...field('ft-filed')}
          label={form.filed}
          hint={fillSlots(form.filedHint, { due: figures.items.dueDate.display })}
          describedBy={described('ft-filed', 'ft-filed-hint')}
          name="filed"
          type="date"
          defaultValue={data.filed}
        />
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
