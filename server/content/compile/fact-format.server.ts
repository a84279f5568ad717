import type { Fact } from '../../../shared/content/schemas/facts';

/**
 * How a fact reads in copy. Runs when content is compiled (never in the
 * browser), so Intl is fine here. A token may ask for another form with
 * `|name`: {{fact.event.date|ordinal}}.
 */

const number = new Intl.NumberFormat('en-US', { maximumFractionDigits: 10 });
const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  return `${day}${teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th')}`;
}

function dateParts(iso: string): { year: number; month: string; day: number } {
  const [year, monthNumber, day] = iso.split('-').map(Number);
  const month = months[(monthNumber ?? 0) - 1];
  if (year === undefined || month === undefined || day === undefined) throw new Error(`a date fact must be written YYYY-MM-DD, not "${iso}"`);
  return { year, month, day };
}

function longDate(iso: string): string {
  const { year, month, day } = dateParts(iso);
  return `${month} ${day}, ${year}`;
}

type Formatter = (fact: Fact) => string | undefined;

/** Each form a token may ask for; undefined when it does not apply to the fact's unit. */
export const factFormats: Record<string, Formatter> = {
  /** The value alone: 200, 21, 5,000. */
  number: (f) => (typeof f.value === 'number' ? number.format(f.value) : undefined),
  /** $31 million. */
  millions: (f) => (f.unit === 'usd' && typeof f.value === 'number' ? `$${number.format(f.value / 1_000_000)} million` : undefined),
  /** 2025-09-03. */
  iso: (f) => (f.unit === 'date' ? String(f.value) : undefined),
  /** September 3, 2025. */
  long: (f) => (f.unit === 'date' ? longDate(String(f.value)) : undefined),
  /** 3rd September 2025. */
  ordinal: (f) => (f.unit === 'date' ? ((p) => `${ordinal(p.day)} ${p.month} ${p.year}`)(dateParts(String(f.value))) : undefined),
  /** 2025. */
  year: (f) => (f.unit === 'date' ? String(f.value).slice(0, 4) : undefined),
  /** The year the fact was last confirmed: "(as of {{fact.tax.corporateRate|asOfYear}})". */
  asOfYear: (f) => f.asOf.slice(0, 4),
};

/** The fact as copy states it by default. */
export function formatFact(f: Fact): string {
  switch (f.unit) {
    case 'usd':
      return `$${number.format(f.value as number)}`;
    case 'percent':
      return `${number.format(f.value as number)}%`;
    case 'number':
      return number.format(f.value as number);
    case 'date':
      return longDate(String(f.value));
    case 'text':
      return String(f.value);
  }
}
