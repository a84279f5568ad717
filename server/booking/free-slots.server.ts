import { DateTime } from 'luxon';
import type { SlotEngine } from './slots.server';

/** The bookings' storage as the slots need it: the starts (UTC ISO) of live bookings in [from, to). */
export interface TakenSlots {
  takenBetween(fromUtc: string, toUtc: string): Promise<string[]>;
}

/** The bookable, unbooked slot starts in [from, to): the engine's, less those a live booking holds. */
export async function freeSlots(engine: SlotEngine, taken: TakenSlots | null, from: DateTime, to: DateTime, now: DateTime): Promise<DateTime[]> {
  const starts = engine.between(from, to, now);
  const first = starts[0];
  if (!taken || !first) return starts;
  const held = new Set((await taken.takenBetween(first.toUTC().toISO() ?? '', to.toUTC().toISO() ?? '')).map((iso) => DateTime.fromISO(iso).toMillis()));
  return starts.filter((start) => !held.has(start.toMillis()));
}
