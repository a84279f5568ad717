import { availability } from '../../shared/content/generated/booking';
import { isZone } from './zones.server';

/**
 * The zones /book offers and accepts: the runtime's own IANA list (a few
 * hundred names), the firm's zone and UTC among them. A `?tz=` is made the
 * runtime's one spelling of its zone (any case, an alias such as Asia/Kolkata
 * for Asia/Calcutta) or dropped, so the pages a visitor can ask for are
 * bounded by this list.
 */
export const offeredZones: readonly string[] = [...new Set([...Intl.supportedValuesOf('timeZone'), availability.timeZone, 'UTC'])].sort();

const offered = new Set(offeredZones);

/** The zone a `?tz=` names, in the list's spelling, if /book offers it. */
export function offeredZone(raw: string): string | null {
  const name = raw.trim();
  if (offered.has(name)) return name;
  if (name.length > 64 || !isZone(name)) return null;
  const canonical = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  return offered.has(canonical) ? canonical : null;
}
