import { bylineRef } from './people';
import { z } from 'zod';
import { calendarFields, entityTypes, type CalendarField } from '../../tools/calendar-inputs';
import { servicePaths } from '../../site-paths';
import { sourceKind } from './changes';
import { isoDate, metaDescription, template, text } from './common';

/**
 * The compliance calendar's rules, as data: content/compliance/federal.yaml
 * and one file per state in content/compliance/states/ (de.yaml is Delaware).
 * Each rule says what is due, to whom, how its date is found, what it costs
 * where the amount is fixed, what missing it costs, where the rule is
 * published and when it was last confirmed, and which of the firm's services
 * handles it. server/tools/compliance/deadlines.server.ts turns them into dated
 * deadlines.
 */

const month = z.int().min(1).max(12);
const dayOfMonth = z.int().min(1).max(31);

/** An official page: rules come from the authority that sets them. */
const officialSource = z.string().regex(/^https:\/\/[^\s/]+\.[^\s]+$/, 'must be the https:// URL of the official page that states the rule');

/** How a rule's date is found. Each kind makes one deadline per period it recurs in. */
export const dueRule = z.discriminatedUnion('kind', [
  /**
   * Each year on these days. `previousYear`: the filing covers the calendar year before (the 1099s,
   * Delaware's annual taxes), so it is owed only once the company existed in that year.
   */
  z.strictObject({
    kind: z.literal('fixed'),
    previousYear: z.boolean(),
    dates: z.array(z.strictObject({ month, day: dayOfMonth, percent: z.number().positive().max(100).optional() })).min(1),
  }),
  /** The given day of the Nth month after the fiscal year's last month (Form 1120: the 15th day of the 4th month). */
  z.strictObject({ kind: z.literal('after-fiscal-year-end'), months: z.int().min(1).max(12), day: dayOfMonth }),
  /**
   * Each anniversary of formation: the day itself, the first day of its month (Wyoming's annual
   * report) or the last (New York's biennial statement, due in that month); `everyYears` for a
   * filing due every second anniversary.
   */
  z.strictObject({ kind: z.literal('anniversary'), on: z.enum(['same-day', 'first-of-month', 'end-of-month']), everyYears: z.int().min(1).max(10).optional() }),
  /**
   * The given day of each of these months of every fiscal year, from formation on (a corporation's
   * estimated tax: the 15th day of the 4th, 6th, 9th and 12th months). `firstYearFromFormation`: the
   * first tax year begins when the company is formed, so its months count from the formation's month
   * (California's annual LLC tax: an LLC formed June 1 pays by September 15).
   */
  z.strictObject({
    kind: z.literal('in-fiscal-year'),
    months: z.array(z.int().min(1).max(12)).min(1),
    day: dayOfMonth,
    firstYearFromFormation: z.boolean().optional(),
  }),
  /**
   * Once, this many days after a day the founder gives: `formed` (BEA's BE-13, 45 days after a new
   * foreign-owned business is established) or `grant` (the 83(b) election, 30 days after shares
   * subject to vesting are transferred; no deadline without a grant day).
   */
  z.strictObject({ kind: z.literal('days-after'), from: z.enum(['formed', 'grant']), days: z.int().min(1).max(366) }),
  /** The last day of the Nth month after each calendar quarter ends (Form 941: April 30, July 31...). */
  z.strictObject({ kind: z.literal('after-quarter-end'), months: z.int().min(1).max(3) }),
]);

/**
 * Whether a date that falls on a day the authority is closed moves to the next
 * business day: `irs` counts weekends, federal legal holidays and the District
 * of Columbia's (IRC 7503), `federal` weekends and federal holidays only,
 * `massachusetts` weekends, federal holidays and Patriots' Day (the
 * Massachusetts Department of Revenue's dates), `none` leaves the date where it is.
 */
export const shiftRules = ['irs', 'federal', 'massachusetts', 'none'] as const;

/** Which companies a rule applies to; a flag left out applies whatever its value. */
const appliesTo = z.strictObject({
  entities: z.array(z.enum(entityTypes)).min(1),
  foreign: z.boolean().optional(),
  contractors: z.boolean().optional(),
  employees: z.boolean().optional(),
  foreignAccounts: z.boolean().optional(),
  foreignPayees: z.boolean().optional(),
  /** Only with a franchise-tax estimate (the estimator's inputs on the calendar) of at least this many dollars. */
  franchiseTaxAtLeast: z.number().positive().optional(),
});

/**
 * A rule that carries the Delaware franchise tax when the calendar is given
 * the estimator's inputs: `remainder` (the annual report: the tax less the
 * instalments already due for the year, plus the rule's amount, the report's
 * fee), or `instalment` (each date's `percent` of the tax). `title` replaces
 * the rule's title when an estimate is given.
 */
const franchiseTaxPart = z.strictObject({ part: z.enum(['remainder', 'instalment']), title: text });

export const complianceRule = z.strictObject({
  /** Stable: deadlines' ids, .ics UIDs and reminders are built from it. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  /** What is due. */
  title: text,
  /** To whom. */
  authority: text,
  appliesTo,
  due: dueRule,
  shift: z.enum(shiftRules),
  /** Whole US dollars where the amount is fixed (name the fact: "{{fact.delaware.llc.tax}}"), or null. */
  amount: z.number().nonnegative().nullable(),
  /**
   * Where the law changed a fixed amount, what a payment due on or before
   * `dueThrough` (its nominal date) owed instead: Delaware's LLC tax was $300
   * through the payment due June 1, 2026, so a catch-up of that payment is not
   * shown at today's $400. `amount` is the one in force.
   */
  earlierAmounts: z
    .array(z.strictObject({ dueThrough: isoDate, amount: z.number().nonnegative() }))
    .min(1)
    .refine((list) => list.every((entry, i) => i === 0 || (list[i - 1]?.dueThrough ?? '') < entry.dueThrough), 'must list the dates from the earliest, each once')
    .optional(),
  penalty: text,
  /** What to do once the date has passed with nothing filed: the calendar lists the rule as overdue only where it has this. */
  catchUp: text.optional(),
  source: officialSource,
  asOf: isoDate,
  /** The day someone must confirm it again (`npm run content:check` fails after it). */
  reviewBy: isoDate,
  sourceKind: sourceKind.default('primary'),
  /** The path of the firm's service that handles it. */
  service: z.enum(servicePaths as [string, ...string[]]).nullable(),
  franchiseTax: franchiseTaxPart.optional(),
});

/** Something founders are often told they owe, shown with why it does not apply (the BOI report since March 2025). */
export const notRequired = z.strictObject({
  id: complianceRule.shape.id,
  title: text,
  authority: text,
  appliesTo,
  reason: text,
  source: officialSource,
  asOf: isoDate,
  reviewBy: isoDate,
  sourceKind: sourceKind.default('primary'),
});

export const federalRules = z.strictObject({ rules: z.array(complianceRule).min(1), notRequired: z.array(notRequired) });

/** A state fee the formation plan's all-in price adds: the filing fee, or a fee of the company's first year. */
export const stateFee = z.strictObject({
  label: text,
  amount: z.number().nonnegative(),
  source: officialSource,
  asOf: isoDate,
  reviewBy: isoDate,
  sourceKind: sourceKind.default('primary'),
});

/** What forming one kind of company in the state costs the founder, besides the firm's fee. */
const formationCosts = z.strictObject({ filingFee: stateFee, firstYear: z.array(stateFee) });

export const stateRules = z.strictObject({
  /** Two capital letters, the file's name: de.yaml is DE. */
  code: z.string().regex(/^[A-Z]{2}$/, 'must be the two-letter state code in capitals'),
  name: text,
  formation: z.strictObject({ llc: formationCosts, corporation: formationCosts }),
  rules: z.array(complianceRule).min(1),
});

/**
 * A state where a company formed elsewhere does business (content/compliance/operates/ca.yaml is
 * CA): registering there (foreign qualification), the state's own annual taxes and reports as rules,
 * and, said plainly, what the calendar does not cover there.
 */
export const operatingState = z.strictObject({
  code: z.string().regex(/^[A-Z]{2}$/, 'must be the two-letter state code in capitals'),
  name: text,
  registration: z.strictObject({ text, source: officialSource, asOf: isoDate, reviewBy: isoDate, sourceKind: sourceKind.default('primary') }),
  rules: z.array(complianceRule).min(1),
  notCovered: text,
});

export type ComplianceRule = z.output<typeof complianceRule>;
export type OperatingState = z.output<typeof operatingState>;
export type DueRule = z.output<typeof dueRule>;
export type ShiftRule = (typeof shiftRules)[number];
export type NotRequired = z.output<typeof notRequired>;
export type FederalRules = z.output<typeof federalRules>;
export type StateRules = z.output<typeof stateRules>;
export type StateFee = z.output<typeof stateFee>;
export interface ComplianceContent {
  federal: FederalRules;
  states: StateRules[];
  operating: OperatingState[];
  page: CalendarPageContent;
}

/** A text for each of the calendar's fields (calendarFields, the one list), every one of them required. */
export const perCalendarField = z.record(z.enum(calendarFields as [CalendarField, ...CalendarField[]]), text);

/** The compliance calendar page's words (content/compliance/calendar-page.yaml). */
export const calendarPage = z.strictObject({
  meta: z.strictObject({ title: text, description: metaDescription }),
  heading: text,
  lede: text,
  /** Who reviewed the calendar's rules and dates, and when. */
  byline: bylineRef,
  form: z.strictObject({
    heading: text,
    entity: z.strictObject({ label: text, options: z.strictObject({ 'llc-single': text, 'llc-multi': text, 'c-corp': text }) }),
    state: z.strictObject({ label: text, help: text }),
    formed: z.strictObject({ label: text }),
    fye: z.strictObject({ label: text, help: text }),
    foreign: z.strictObject({ label: text }),
    contractors: z.strictObject({ label: text }),
    employees: z.strictObject({ label: text }),
    foreignAccounts: z.strictObject({ label: text }),
    foreignPayees: z.strictObject({ label: text }),
    grant: z.strictObject({ label: text, help: text }),
    operates: z.strictObject({ label: text, help: text, none: text }),
    /** The estimator's share fields, optional on the calendar. */
    shares: z.strictObject({ summary: text, help: text, authorized: text, par: text, issued: text, assets: text }),
    submit: text,
  }),
  /** Each field's message when the query gives no usable value for it. */
  missing: perCalendarField,
  unknownState: template('state'),
  results: z.strictObject({
    heading: template('from', 'until'),
    count: template('count'),
    none: text,
    authority: text,
    amount: text,
    /** The .ics's words for an amount that is not fixed; the page says it once, as amountNote. */
    amountNone: text,
    amountNote: text,
    late: text,
    penalty: text,
    source: text,
    sourceLink: template('asOf'),
    service: text,
    estimate: text,
    estimateTax: template('tax'),
    download: text,
    subscribe: text,
    csv: text,
    json: text,
    developers: text,
  }),
  /** The filings whose dates passed since formation, listed first and apart. */
  overdue: z.strictObject({ heading: template('formed'), intro: text, now: text, more: text }),
  notRequired: z.strictObject({ heading: text, source: template('asOf') }),
  /** Under the list when the company does business in another state: registering there, and what the calendar leaves out. */
  operates: z.strictObject({ heading: template('state'), register: text, notCovered: text, talk: text }),
});

export type CalendarPageContent = z.output<typeof calendarPage>;
