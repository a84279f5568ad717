import { formatLongDate, isCalendarDate } from '../../shared/format/long-date';
import { formatUsd, formatWholeNumber } from '../../shared/format/whole-number';

// The formats are written out by hand to keep Intl off the browser's main thread; Node's Intl is the reference they must match.
const grouped = new Intl.NumberFormat('en-US');
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const wholeNumbers = [0, 1, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 95_000, 100_000, 999_999, 1_000_000, 1_234_567, 10_000_000_000, Number.MAX_SAFE_INTEGER];
const everyMagnitude = [...wholeNumbers, ...wholeNumbers.map((n) => -n).filter((n) => n !== 0)];

describe('formatWholeNumber', () => {
  it.each(everyMagnitude)('groups %p as en-US does', (n) => {
    expect(formatWholeNumber(n)).toBe(grouped.format(n));
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 2])('refuses %p, which is not a whole number it can print exactly', (n) => {
    expect(() => formatWholeNumber(n)).toThrow(RangeError);
  });
});

describe('formatUsd', () => {
  const amounts = [...everyMagnitude, 0.4, 0.5, 99.5, 1_999.49, 1_999.5, 94_999.99, -1.5, -2.5, -999.5];
  it.each(amounts)('prints %p as en-US whole dollars, rounding as Intl does', (n) => {
    expect(formatUsd(n)).toBe(dollars.format(n));
  });

  it('prints amounts that round to nothing as $0, never -$0', () => {
    expect(formatUsd(-0.4)).toBe('$0');
  });
});

describe('formatLongDate', () => {
  it('prints every day from 1900 to 2100 as en-US does', () => {
    const mismatches: string[] = [];
    for (let day = Date.UTC(1900, 0, 1); day <= Date.UTC(2100, 11, 31); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10);
      if (formatLongDate(iso) !== longDate.format(day)) mismatches.push(iso);
    }
    expect(mismatches).toEqual([]);
  });

  it.each(['2026-02-30', '2025-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '2026-1-1', '2026-01-01T00:00:00Z', '', 'soon'])('refuses %p, which names no day', (text) => {
    expect(isCalendarDate(text)).toBe(false);
    expect(() => formatLongDate(text)).toThrow(RangeError);
  });

  it('accepts a leap day that exists', () => {
    expect(formatLongDate('2024-02-29')).toBe('February 29, 2024');
  });
});
