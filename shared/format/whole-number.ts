// Written out rather than with Intl.NumberFormat or toLocaleString, for the reason long-date.ts gives:
// the first Intl formatter a page builds costs more main thread than hydrating the page.

/** 95000 → "95,000": a whole number with en-US digit grouping. */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number: ${value}`);
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 ? `-${grouped}` : grouped;
}

/** 95000 → "$95,000": whole US dollars, rounded half away from zero as Intl rounds them. */
export function formatUsd(amount: number): string {
  const dollars = Math.round(Math.abs(amount));
  return `${amount < 0 && dollars > 0 ? '-' : ''}$${formatWholeNumber(dollars)}`;
}

/** 8665 → "$8,665", 450.2 → "$450.20": US dollars, with cents only where there are some (a prorated tax, interest). */
export function formatDollars(amount: number): string {
  const cents = Math.round(Math.abs(amount) * 100);
  if (cents % 100 === 0) return formatUsd(amount);
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${formatWholeNumber(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}
