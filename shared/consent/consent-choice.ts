/**
 * The visitor's answer to the analytics question, kept in this browser for
 * six months. localStorage rather than a cookie: the server never needs it, so
 * it is not sent with every request, and a cached page cannot depend on it.
 */
export type ConsentChoice = 'granted' | 'denied';

export const consentStorageKey = 'analytics-consent';

interface StoredChoice {
  choice: ConsentChoice;
  /** When the answer lapses and the visitor is asked again (epoch milliseconds). */
  expires: number;
}

/** Six calendar months later, on the same day of the month or, when that month is shorter, on its last day (31 August: end of February). */
export function sixMonthsAfter(from: Date): Date {
  const to = new Date(from);
  to.setUTCDate(1);
  to.setUTCMonth(to.getUTCMonth() + 6);
  const lastDay = new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 0)).getUTCDate();
  to.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  return to;
}

function isStoredChoice(value: unknown): value is StoredChoice {
  if (typeof value !== 'object' || value === null) return false;
  const { choice, expires } = value as Record<string, unknown>;
  return (choice === 'granted' || choice === 'denied') && typeof expires === 'number';
}

/** The answer still in force, or null: none given, lapsed, unreadable, or storage refused (a browser may forbid it). */
export function readChoice(storage: Pick<Storage, 'getItem'> | null, now: Date): ConsentChoice | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(consentStorageKey) ?? 'null');
    return isStoredChoice(stored) && stored.expires > now.getTime() ? stored.choice : null;
  } catch {
    return null;
  }
}

/** Keeps the answer for six months. When storage is refused it holds for this page only, and the next page asks again. */
export function saveChoice(storage: Pick<Storage, 'setItem'> | null, choice: ConsentChoice, now: Date): void {
  const stored: StoredChoice = { choice, expires: sixMonthsAfter(now).getTime() };
  try {
    storage?.setItem(consentStorageKey, JSON.stringify(stored));
  } catch {
    // Storage full or forbidden: nothing else to do, and the choice still applies to this page.
  }
}
