import { z } from 'zod';
import { sourceKind } from './changes';
import { isoDate, text } from './common';

/**
 * One fact of content/facts.yaml: a price, fee, rate, threshold, date or
 * count, stated once, with the day it is known to be true and where it comes
 * from. Copy names it by a token, {{fact.<path>}}, filled in when the content
 * is compiled; a figure written out instead is refused (see
 * server/content/compile/figures.server.ts).
 */

export const factUnits = ['usd', 'percent', 'number', 'date', 'text'] as const;

/** The firm's own decisions (its prices and policies) name who decided them; every other fact names a public source. */
const firmSource = /^firm: \S/;

export const fact = z
  .strictObject({
    value: z.union([z.number(), z.string()]),
    /** How the value reads: usd "$1,250", percent "21%", number "5,000", date "March 4, 2026", text as written. */
    unit: z.enum(factUnits),
    /** The day the value was last confirmed true (YYYY-MM-DD). */
    asOf: isoDate,
    /** The day someone must confirm it again: `npm run content:check` warns 30 days before and fails after it. */
    reviewBy: isoDate,
    /** An https URL of the official page that states it, or "firm: <who decided it>" for the firm's own prices and policies. */
    source: text.refine((value) => firmSource.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value), 'must be an https:// URL, or "firm: …" for a price or policy the firm sets'),
    /** secondary: the source page could not be read, and the value was confirmed from someone else's copy or account of it (the note says whose). */
    sourceKind: sourceKind.default('primary'),
    /** What the value applies to, in a few words, for whoever checks it next. */
    note: text.optional(),
    /**
     * Words that mark a sentence as stating this fact ("1099", "threshold"): a sentence with all of
     * them and a figure of this unit written out is checked against the value.
     */
    claims: z.array(text).min(1).optional(),
    /** For a number counted in a unit of its own ("days", "weeks"): the word that follows it in copy. */
    counts: text.optional(),
  })
  .superRefine((entry, ctx) => {
    const numeric = entry.unit === 'usd' || entry.unit === 'percent' || entry.unit === 'number';
    if (numeric && typeof entry.value !== 'number') ctx.addIssue({ code: 'custom', path: ['value'], message: `a ${entry.unit} fact's value must be a number` });
    if (entry.unit === 'date' && !isoDate.safeParse(entry.value).success) ctx.addIssue({ code: 'custom', path: ['value'], message: 'a date fact must be written YYYY-MM-DD' });
    if (entry.unit === 'text' && typeof entry.value !== 'string') ctx.addIssue({ code: 'custom', path: ['value'], message: 'a text fact must be text' });
    if (entry.counts && entry.unit !== 'number') ctx.addIssue({ code: 'custom', path: ['counts'], message: 'only a number fact counts something' });
    if (entry.reviewBy <= entry.asOf) ctx.addIssue({ code: 'custom', path: ['reviewBy'], message: 'must be after asOf' });
    if (entry.sourceKind === 'secondary' && firmSource.test(entry.source))
      ctx.addIssue({ code: 'custom', path: ['sourceKind'], message: 'the firm is the primary source of its own prices and policies' });
    if (entry.sourceKind === 'secondary' && !entry.note)
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'a fact confirmed only from a secondary source says in its note which one' });
  });

export type Fact = z.output<typeof fact>;
export type FactUnit = (typeof factUnits)[number];

/** A name in a fact's path: plans, formation, price. */
export const factKey = /^[a-z][A-Za-z0-9]*$/;

/** Whether the fact's source is the firm itself rather than a public authority. */
export function isFirmFact(entry: Pick<Fact, 'source'>): boolean {
  return firmSource.test(entry.source);
}
