import type { Fact } from '../../../shared/content/schemas/facts';
import type { Facts } from './facts.server';
import { formatFact } from './fact-format.server';
import { capture } from '../../../shared/text/capture';

/**
 * A figure written out in copy, instead of named by its token, is a second
 * home for a fact: it goes stale when the fact changes, and two of them can
 * disagree. This finds them. A sentence states a fact when it has all of the
 * fact's `claims` words and a figure of the fact's unit: a different value is
 * a contradiction, the same value a copy that should be the token. Any other
 * dollar amount or percentage is a figure with no fact at all. A day of the
 * year ("March 1", a deadline) is checked against the facts written that way. The figures of
 * a worked example in Markdown may stay, between <!-- example --> and <!-- /example -->.
 */

export interface Finding {
  /** The sentence's line within the text (1 for a one-line field). */
  line: number;
  message: string;
}

interface Figure {
  unit: 'usd' | 'percent' | 'number' | 'text';
  value: number | string;
  written: string;
  counts?: string;
}

const usd = /(?<![\w$])\$((?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?)(\s+(?:million|billion)\b)?/g;
const percent = /(?<![\w.,])(\d+(?:\.\d+)?)%/g;
const months = 'January|February|March|April|May|June|July|August|September|October|November|December';
/** A day of the year with no year after it: a recurring date such as a deadline ("March 1"), not a day in history. */
const dayOfYear = new RegExp(`\\b(?:${months}) \\d{1,2}\\b(?!\\d|,? \\d{4})`, 'g');
const isDayOfYear = (value: unknown) => typeof value === 'string' && new RegExp(`^(?:${months}) \\d{1,2}$`).test(value);
const tokens = /\{\{[^{}]*\}\}/g;
const exampleRegion = /<!--\s*example\s*-->[\s\S]*?<!--\s*\/example\s*-->/g;

const numberOf = (digits: string) => Number(digits.replaceAll(',', ''));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const singular = (noun: string) => noun.replace(/s$/, '');

function figuresIn(sentence: string, countNouns: string[]): Figure[] {
  const found: Figure[] = [];
  for (const m of sentence.matchAll(usd)) {
    const scale = m[2]?.includes('billion') ? 1e9 : m[2] ? 1e6 : 1;
    found.push({ unit: 'usd', value: numberOf(capture(m, 1)) * scale, written: m[0] });
  }
  for (const m of sentence.matchAll(percent)) found.push({ unit: 'percent', value: Number(m[1]), written: m[0] });
  for (const m of sentence.matchAll(dayOfYear)) found.push({ unit: 'text', value: m[0], written: m[0] });
  for (const noun of countNouns) {
    const counted = new RegExp(`(?<![\\w.$,])(\\d[\\d,]*)[ -]${escape(singular(noun))}s?\\b`, 'gi');
    for (const m of sentence.matchAll(counted)) found.push({ unit: 'number', value: numberOf(capture(m, 1)), written: m[0], counts: noun });
  }
  return found;
}

const hasWord = (sentence: string, word: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}`, 'iu').test(sentence);

/** The sentences of a text, each with its line: lines, table cells, then sentence ends. */
function sentences(text: string): Array<{ line: number; text: string }> {
  return text.split('\n').flatMap((lineText, i) =>
    lineText
      .split('|')
      .flatMap((cell) => cell.split(/(?<=[.!?;])\s+/))
      .filter((s) => s.trim())
      .map((s) => ({ line: i + 1, text: s })),
  );
}

export function checkFigures(text: string, facts: Facts, opts: { examplesAllowed: boolean }): Finding[] {
  const entries = [...facts.entries()];
  const countNouns = [...new Set(entries.flatMap(([, f]) => (f.counts ? [f.counts] : [])))];
  // Blanked, not removed, so line numbers stay true.
  const blank = (match: string) => match.replace(/[^\n]/g, ' ');
  let visible = text.replace(tokens, blank);
  if (opts.examplesAllowed) visible = visible.replace(exampleRegion, blank);

  const findings: Finding[] = [];
  for (const sentence of sentences(visible)) {
    const figures = figuresIn(sentence.text, countNouns).map((figure) => ({
      figure,
      candidates: entries.filter(
        ([, f]) =>
          f.unit === figure.unit &&
          (figure.unit !== 'text' || isDayOfYear(f.value)) &&
          (figure.counts === undefined || f.counts === figure.counts) &&
          f.claims?.every((word) => hasWord(sentence.text, word)),
      ),
    }));
    // A fact the sentence names is stated by the figure equal to it, if there is one; only the figures left can contradict it.
    const stated = new Set(figures.flatMap(({ figure, candidates }) => candidates.filter(([, f]) => f.value === figure.value).map(([id]) => id)));
    for (const { figure, candidates } of figures) {
      const same = candidates.find(([, f]) => f.value === figure.value);
      const open = candidates.filter(([id]) => !stated.has(id));
      findings.push(...judge(figure, same, open, entries, sentence.line));
    }
  }
  return findings;
}

function judge(figure: Figure, same: [string, Fact] | undefined, open: Array<[string, Fact]>, entries: Array<[string, Fact]>, line: number): Finding[] {
  if (same) return [{ line, message: `"${figure.written}" writes out ${same[0]}: name it {{fact.${same[0]}}}, so it changes with content/facts.yaml` }];
  if (open.length) {
    const stated = open.map(([id, f]) => `${id} is ${formatFact(f)}${f.counts ? ` ${f.counts}` : ''} (as of ${f.asOf}, ${f.source})`).join('; ');
    return [{ line, message: `"${figure.written}" contradicts content/facts.yaml, where ${stated}: name the fact by its token, or correct the fact` }];
  }
  // The sentence does not say which fact, but one has this value: most likely a copy of it (a count, "12 months", is too common to guess).
  const likely = figure.unit === 'number' ? [] : entries.filter(([, f]) => f.unit === figure.unit && f.value === figure.value);
  if (likely.length) {
    return [{ line, message: `"${figure.written}" is written out: if it is ${likely.map(([id]) => `{{fact.${id}}}`).join(' or ')}, name it so, so it changes with content/facts.yaml` }];
  }
  // Counts and days of the year are only checked against the facts a sentence names; one with no fact is no finding.
  if (figure.unit === 'number' || figure.unit === 'text') return [];
  return [
    {
      line,
      message: `"${figure.written}" is a figure with no fact: state it once in content/facts.yaml (value, unit, asOf, source) and name it here by {{fact.<path>}}; a worked example's figures go between <!-- example --> and <!-- /example --> (Markdown only)`,
    },
  ];
}
