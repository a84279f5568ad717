import { DateTime, IANAZone } from 'luxon';

/**
 * Luxon's zone check builds an Intl formatter each time (milliseconds on a
 * busy machine), and writing an instant in a zone reads its rules again: both
 * are kept here, bounded, since a slots answer asks them for every slot.
 */
const validZones = new Set<string>();
const written = new Map<string, string>();
const maxWritten = 20_000;

/** Whether a name is an IANA zone this runtime knows; valid names are remembered (only they have a bound). */
export function isZone(name: string): boolean {
  if (validZones.has(name)) return true;
  if (!IANAZone.isValidZone(name)) return false;
  if (validZones.size < 1_000) validZones.add(name);
  return true;
}

/** An instant (a DateTime, or milliseconds since the epoch) as the API writes it: ISO 8601 to the second, with the offset of the given zone. */
export function isoIn(instant: DateTime | number, zone: string): string {
  const ms = typeof instant === 'number' ? instant : instant.toMillis();
  const key = `${ms}|${zone}`;
  let text = written.get(key);
  if (text === undefined) {
    text = DateTime.fromMillis(ms, { zone }).toISO({ suppressMilliseconds: true }) ?? '';
    if (written.size >= maxWritten) written.clear();
    written.set(key, text);
  }
  return text;
}
