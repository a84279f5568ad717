/**
 * What a founder tells the compliance calendar about the company, as the
 * calendar page's GET form, its JSON and .ics answers, and the reminder
 * sign-up all take it. One reader for every door, so a value means the same
 * wherever it arrives: query strings give text ("1", "c-corp"), JSON may give
 * numbers and booleans.
 */

export const entityTypes = ['llc-single', 'llc-multi', 'c-corp'] as const;
export type EntityType = (typeof entityTypes)[number];

export interface CalendarInputs {
  entity: EntityType;
  /** Two capital letters: the state of formation (which states have data is content's to say). */
  state: string;
  /** YYYY-MM-DD, a real calendar day. */
  formed: string;
  /** Any owner is not a US person. */
  foreign: boolean;
  /** The month the fiscal year ends, 1 to 12. */
  fye: number;
  contractors: boolean;
  employees: boolean;
  /** The company (or an owner, for theirs) has foreign financial accounts worth more than $10,000 together at some time in a year: the FBAR. Optional, false when absent. */
  foreignAccounts: boolean;
  /** The company pays US-source income (dividends, interest, royalties, rents, fees for work done in the US) to foreign persons: Forms 1042 and 1042-S. Optional, false when absent. */
  foreignPayees: boolean;
  /** YYYY-MM-DD: the day shares or units subject to vesting were transferred to a founder or employee (the 83(b) election's 30 days), or null. */
  grant: string | null;
  /** Two capital letters: a state other than the state of formation where the company has people, an office or customers that make it do business there, or null. */
  operates: string | null;
}

export type CalendarField = keyof CalendarInputs;

/** The fields in the order forms show them and permalinks spell them. */
export const calendarFields: readonly CalendarField[] = ['entity', 'state', 'formed', 'foreign', 'fye', 'contractors', 'employees', 'foreignAccounts', 'foreignPayees', 'grant', 'operates'];

/** The fields a founder may leave out: absent or empty, each is false or null (sign-ups stored before they existed read the same way). */
export const optionalCalendarFields: readonly CalendarField[] = ['foreignAccounts', 'foreignPayees', 'grant', 'operates'];

export type ParsedInputs = { ok: true; inputs: CalendarInputs } | { ok: false; field: CalendarField; message: string };

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real day written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDay(value: string): boolean {
  const match = isoDay.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function flag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** An optional flag: absent or empty is false. */
const optionalFlag = (value: unknown): boolean | undefined => (value === undefined || value === null || value === '' ? false : flag(value));

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** Reads every field or names the first that is missing or wrong. */
export function parseCalendarInputs(raw: Readonly<Record<string, unknown>>): ParsedInputs {
  const entity = text(raw.entity).toLowerCase();
  if (!(entityTypes as readonly string[]).includes(entity)) return { ok: false, field: 'entity', message: `entity must be one of ${entityTypes.join(', ')}` };
  const state = text(raw.state).toUpperCase();
  if (!/^[A-Z]{2}$/.test(state)) return { ok: false, field: 'state', message: 'state must be a two-letter state code, such as DE' };
  const formed = text(raw.formed);
  if (!isIsoDay(formed)) return { ok: false, field: 'formed', message: 'formed must be a date written YYYY-MM-DD' };
  const foreign = flag(raw.foreign);
  if (foreign === undefined) return { ok: false, field: 'foreign', message: 'foreign must be 0 or 1' };
  const fyeText = text(raw.fye);
  const fye = /^\d{1,2}$/.test(fyeText) ? Number(fyeText) : NaN;
  if (!(fye >= 1 && fye <= 12)) return { ok: false, field: 'fye', message: 'fye must be a month number from 1 to 12' };
  const contractors = flag(raw.contractors);
  if (contractors === undefined) return { ok: false, field: 'contractors', message: 'contractors must be 0 or 1' };
  const employees = flag(raw.employees);
  if (employees === undefined) return { ok: false, field: 'employees', message: 'employees must be 0 or 1' };
  const foreignAccounts = optionalFlag(raw.foreignAccounts);
  if (foreignAccounts === undefined) return { ok: false, field: 'foreignAccounts', message: 'foreignAccounts must be 0 or 1' };
  const foreignPayees = optionalFlag(raw.foreignPayees);
  if (foreignPayees === undefined) return { ok: false, field: 'foreignPayees', message: 'foreignPayees must be 0 or 1' };
  const grant = text(raw.grant) || null;
  if (grant !== null && !isIsoDay(grant)) return { ok: false, field: 'grant', message: 'grant must be a date written YYYY-MM-DD' };
  const operates = text(raw.operates).toUpperCase() || null;
  if (operates !== null && !/^[A-Z]{2}$/.test(operates)) return { ok: false, field: 'operates', message: 'operates must be a two-letter state code, such as CA' };
  return { ok: true, inputs: { entity: entity as EntityType, state, formed, foreign, fye, contractors, employees, foreignAccounts, foreignPayees, grant, operates } };
}

/**
 * One deadline as the calendar page, its JSON, its .ics, its CSV and the
 * reminders all show it. Amounts are US dollars (cents only in a franchise-tax
 * share), null where the amount is not fixed.
 */
export interface Deadline {
  /** Stable for the same obligation and period (the .ics UID and the reminders' key are built from it). */
  id: string;
  /** The id of the compliance rule it comes from (content/compliance/): what a change in content/changes.yaml names. */
  rule: string;
  /** YYYY-MM-DD, already moved to the next business day where the rule says so. */
  date: string;
  title: string;
  /** To whom: "IRS", "Delaware Division of Corporations"... */
  authority: string;
  amount: number | null;
  penalty: string;
  /** What to do if the date passed and nothing was filed; null where a late filing is no remedy (an extension). */
  catchUp: string | null;
  /** The official page the rule comes from. */
  source: string;
  /** YYYY-MM-DD: the day the rule was last confirmed. */
  asOf: string;
  /** secondary: the official page could not be read, and the rule was confirmed from someone else's copy of it. */
  sourceKind: 'primary' | 'secondary';
  /** The path of the firm's service that handles it, or null. */
  service: string | null;
  /**
   * Where the amount carries the Delaware franchise tax worked out from the
   * estimator's inputs: the tax part of the amount and the worked estimate's
   * page. Null otherwise.
   */
  franchiseTax: { tax: number; estimatePath: string } | null;
}

/** The franchise tax the estimator works out for the company, for the calendar's Delaware entries. */
export interface CalendarFranchiseTax {
  /** The year's tax in US dollars (cents possible). */
  tax: number;
  /** The estimator's page with the same inputs: the worked estimate. */
  estimatePath: string;
}
