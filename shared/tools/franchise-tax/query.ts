import { isCalendarDate } from '../../format/long-date';
import { maxInputLength, parseDecimal } from './decimal';
import { assetsScale, parScale, type FranchiseTaxInput, type ShareClassInput } from './estimate';

/**
 * The estimator's inputs as a query string: the page's GET form, its permalink
 * and the JSON API read them here, and the canonical-URL layer writes them back
 * in one spelling, so every way of writing the same company is one cached answer.
 *
 * Classes come as `authorized=N&par=P` (the form repeats the pair, one per
 * row; empty rows are ignored) or `class=N:P`, repeated. One class is spelled
 * authorized/par, several class=N:P, in the order given.
 */

/** The parameters, as the page's and the API's query declares them (shared/routes/franchise-tax/page.server.ts) for the cache key. */
export const franchiseTaxParams = ['authorized', 'par', 'class', 'issued', 'assets', 'filed', 'large'] as const;
export type FranchiseTaxField = (typeof franchiseTaxParams)[number];

/** The estimator's parameters that describe the company's shares and assets: what the compliance calendar also reads. */
export const shareParams = ['authorized', 'par', 'class', 'issued', 'assets'] as const;

/** Every input is bounded, so no query costs more than an ordinary one. */
export const limits = {
  classes: 10,
  shares: 10n ** 12n,
  par: 10n ** 6n * 10n ** BigInt(parScale),
  assets: 10n ** 15n * 10n ** BigInt(assetsScale),
  firstDay: '2000-01-01',
  lastDay: '2099-12-31',
  /** Values of the tool's parameters in one query, empty form rows included. */
  values: 64,
} as const;

/** What is wrong: the field, and for a class the row (0-based) it is in. */
export interface QueryProblem {
  field: FranchiseTaxField;
  row?: number;
  repeated?: boolean;
}

export type ParsedFranchiseTaxQuery = { kind: 'empty' } | { kind: 'ok'; input: FranchiseTaxInput; canonical: string } | ({ kind: 'bad' } & QueryProblem);

const shares = (raw: string): bigint | undefined => {
  const parsed = parseDecimal(raw, 0);
  return parsed && parsed.units >= 1n && parsed.units <= limits.shares ? parsed.units : undefined;
};

/** The tool's parameters, in the order given, each value trimmed. */
function toolValues(pairs: Iterable<[string, string]>): Array<[FranchiseTaxField, string]> {
  const out: Array<[FranchiseTaxField, string]> = [];
  for (const [name, value] of pairs) if ((franchiseTaxParams as readonly string[]).includes(name)) out.push([name as FranchiseTaxField, value.trim()]);
  return out;
}

interface RawClass {
  authorized: string;
  par: string;
  /** Its place among the non-empty rows, as the form shows them again. */
  row: number;
  /** Given as class=N:P (a problem with either half names `class`). */
  combined: boolean;
}

/** Reads the tool's parameters from a query (other parameters are not its business). */
export function parseFranchiseTaxQuery(pairs: Iterable<[string, string]>): ParsedFranchiseTaxQuery {
  const values = toolValues(pairs);
  if (values.length > limits.values) return { kind: 'bad', field: 'class' };
  const authorized = values.filter(([n]) => n === 'authorized').map(([, v]) => v);
  const pars = values.filter(([n]) => n === 'par').map(([, v]) => v);
  const single = (field: FranchiseTaxField): string | undefined | QueryProblem => {
    const given = values.filter(([n, v]) => n === field && v !== '');
    return given.length > 1 ? { field, repeated: true } : given[0]?.[1];
  };

  const raw: RawClass[] = [];
  for (let i = 0; i < Math.max(authorized.length, pars.length); i++) {
    const a = authorized[i] ?? '';
    const p = pars[i] ?? '';
    if (a !== '' || p !== '') raw.push({ authorized: a, par: p, row: raw.length, combined: false });
  }
  for (const [name, value] of values) {
    if (name !== 'class' || value === '') continue;
    const colon = value.indexOf(':');
    raw.push({ authorized: colon === -1 ? value : value.slice(0, colon), par: colon === -1 ? '' : value.slice(colon + 1), row: raw.length, combined: true });
  }
  const scalars = { issued: single('issued'), assets: single('assets'), filed: single('filed'), large: single('large') };
  for (const value of Object.values(scalars)) if (typeof value === 'object') return { kind: 'bad', ...value };
  const { issued, assets, filed, large } = scalars as Record<keyof typeof scalars, string | undefined>;
  if (raw.length === 0 && issued === undefined && assets === undefined && filed === undefined && large === undefined) return { kind: 'empty' };
  if (raw.length === 0) return { kind: 'bad', field: 'authorized', row: 0 };
  if (raw.length > limits.classes) return { kind: 'bad', field: 'class' };

  const classes: Array<ShareClassInput & { canonical: string; parText: string }> = [];
  for (const c of raw) {
    const count = shares(c.authorized);
    if (count === undefined) return { kind: 'bad', field: c.combined ? 'class' : 'authorized', row: c.row };
    const par = c.par.length <= maxInputLength ? parseDecimal(c.par, parScale) : undefined;
    if (!par || par.units > limits.par) return { kind: 'bad', field: c.combined ? 'class' : 'par', row: c.row };
    classes.push({ authorized: count, par: par.units, canonical: `${count}:${par.canonical}`, parText: par.canonical });
  }
  const input: FranchiseTaxInput = { classes, largeCorporateFiler: false };
  const [only, ...others] = classes;
  const query: string[] = only && !others.length ? [`authorized=${only.authorized}`, `par=${only.parText}`] : classes.map((c) => `class=${c.canonical}`);

  if (issued !== undefined) {
    const count = shares(issued);
    const total = classes.reduce((sum, c) => sum + c.authorized, 0n);
    if (count === undefined || count > total) return { kind: 'bad', field: 'issued' };
    input.issued = count;
    query.push(`issued=${count}`);
  }
  if (assets !== undefined) {
    const amount = parseDecimal(assets, assetsScale);
    if (!amount || amount.units > limits.assets) return { kind: 'bad', field: 'assets' };
    input.assets = amount.units;
    query.push(`assets=${amount.canonical}`);
  }
  if (filed !== undefined) {
    if (!isCalendarDate(filed) || filed < limits.firstDay || filed > limits.lastDay) return { kind: 'bad', field: 'filed' };
    input.filed = filed;
    query.push(`filed=${filed}`);
  }
  if (large !== undefined) {
    if (large !== '0' && large !== '1') return { kind: 'bad', field: 'large' };
    input.largeCorporateFiler = large === '1';
    if (input.largeCorporateFiler) query.push('large=1');
  }
  return { kind: 'ok', input, canonical: query.join('&') };
}

/** The values a form shows for its rows of classes: as given, so a visitor sees what they typed. */
export function classRowsOf(pairs: Iterable<[string, string]>): Array<{ authorized: string; par: string }> {
  const values = toolValues(pairs).slice(0, limits.values);
  const authorized = values.filter(([n]) => n === 'authorized').map(([, v]) => v);
  const pars = values.filter(([n]) => n === 'par').map(([, v]) => v);
  const rows: Array<{ authorized: string; par: string }> = [];
  for (let i = 0; i < Math.max(authorized.length, pars.length); i++) if (authorized[i] || pars[i]) rows.push({ authorized: authorized[i] ?? '', par: pars[i] ?? '' });
  for (const [name, value] of values) {
    if (name !== 'class' || value === '') continue;
    const colon = value.indexOf(':');
    rows.push({ authorized: colon === -1 ? value : value.slice(0, colon), par: colon === -1 ? '' : value.slice(colon + 1) });
  }
  return rows.slice(0, limits.classes).map((row) => ({ authorized: row.authorized.slice(0, maxInputLength), par: row.par.slice(0, maxInputLength) }));
}

/** The shares and assets a query gives (the calendar's optional estimate): the estimator's reader, on its company parameters only. */
export function parseShareQuery(pairs: Iterable<[string, string]>): ParsedFranchiseTaxQuery {
  return parseFranchiseTaxQuery([...pairs].filter(([name]) => (shareParams as readonly string[]).includes(name)));
}
