import { DateTime } from 'luxon';
import { isZone } from './zones.server';

export type SlotsQuery = { ok: true; day: DateTime } | { ok: false; field: 'date' | 'tz'; message: string };

/** `?date=YYYY-MM-DD&tz=<IANA zone>` as the slots API reads it: the day, as its first instant in that zone, or the field at fault. */
export function readSlotsQuery(query: URLSearchParams): SlotsQuery {
  const tz = query.get('tz') ?? '';
  if (!isZone(tz)) return { ok: false, field: 'tz', message: 'tz must be an IANA time zone such as America/New_York.' };
  const date = query.get('date') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? DateTime.fromISO(date, { zone: tz }) : null;
  if (!day?.isValid) return { ok: false, field: 'date', message: 'date must be a day written YYYY-MM-DD.' };
  return { ok: true, day: day.startOf('day') };
}
