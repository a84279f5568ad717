import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { availability, page as copy, topics } from '../../shared/content/generated/booking';
import type { BookPageData, SlotDay } from '../../shared/booking/book-page';
import type { Bookings, Slot } from './booking-service.server';
import { isoIn } from './zones.server';
import { offeredZones } from './zone-list.server';

const dayLabel = (start: DateTime) => start.toFormat('cccc, d LLLL', { locale: 'en-US' });
const timeLabel = (start: DateTime) => start.toFormat('h:mm a', { locale: 'en-US' });

/** Slot starts grouped by their day in `zone`, each as the form posts it (ISO with the zone's offset) and as a person reads it. */
export function slotDays(starts: Slot[], zone: string, days: number): SlotDay[] {
  const grouped: SlotDay[] = [];
  for (const start of starts) {
    const local = start.setZone(zone);
    const date = local.toISODate() ?? '';
    let day = grouped.at(-1);
    if (day?.date !== date) {
      if (grouped.length === days) break;
      day = { date, label: dayLabel(local), slots: [] };
      grouped.push(day);
    }
    day.slots.push({ value: isoIn(start, zone), label: timeLabel(local) });
  }
  return grouped;
}

/** What /book shows in a zone: the coming days' free slots (bounded by the content's daysShown), the zones and topics, and a fresh key so a resent form books once. */
export async function bookPageData(bookings: Bookings, zone: string): Promise<BookPageData> {
  const now = DateTime.now();
  const starts = await bookings.free(now, now.plus({ days: availability.horizonDays + 1 }));
  return {
    zone,
    firmZone: bookings.engine.firmTimeZone,
    zones: offeredZones,
    days: slotDays(starts, zone, copy.daysShown),
    topics: topics.map((t) => ({ id: t.id, label: t.label })),
    key: randomUUID(),
  };
}
