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
