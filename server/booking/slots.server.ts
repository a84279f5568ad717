import { DateTime } from 'luxon';
import type { Availability } from '../../shared/content/schemas/booking';
import { federalHolidays } from '../tools/compliance/us-holidays.server';

/**
 * The firm's slots, from its availability (content/booking.yaml). Every zone
 * conversion is Luxon's (the IANA rules the runtime carries), never arithmetic
 * on offsets: a slot is a wall-clock time in the firm's zone, turned into an
 * instant on its own day, so a daylight-saving switch moves the instants and
 * never the firm's hours.
 */

const weekdayNames = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Why a start cannot be booked: not one of the firm's slots, too soon (or past), or beyond the horizon. */
export type SlotRefusal = 'not-a-slot' | 'too-soon' | 'too-far';

const holidayYears = new Map<number, ReadonlySet<string>>();
function isFederalHoliday(isoDay: string): boolean {
  const year = Number(isoDay.slice(0, 4));
  let days = holidayYears.get(year);
  if (!days) {
    days = new Set(federalHolidays(year));
    holidayYears.set(year, days);
  }
  return days.has(isoDay);
}

export interface SlotEngine {
  readonly firmTimeZone: string;
  readonly slotMinutes: number;
  /** The bookable slot starts (ignoring bookings) in [from, to), in the firm's zone, earliest first. */
  between(from: DateTime, to: DateTime, now: DateTime): DateTime[];
  /** Whether an instant is a slot start a founder may book now. */
  check(start: DateTime, now: DateTime): SlotRefusal | null;
}

export function slotEngine(availability: Availability): SlotEngine {
  const zone = availability.timeZone;
  const closed = new Set(availability.closedDays);
  const step = availability.slotMinutes + availability.bufferMinutes;

  /**
   * Every slot start of one day of the firm's calendar, before notice and horizon: the same for every
   * request, so kept (a bounded map: the horizon's days and a few more), as each Luxon step that reads
   * a zone's rules costs a formatter call, which made a day's slots tens of times a cache hit.
   */
  const memo = new Map<string, DateTime[]>();
  const startsOn = (day: DateTime): DateTime[] => {
    const iso = day.toISODate() ?? '';
    const known = memo.get(iso);
    if (known) return known;
    const starts: DateTime[] = [];
    if (!closed.has(iso) && !(availability.closedOnFederalHolidays && isFederalHoliday(iso))) {
      for (const span of availability.weeklyHours[weekdayNames[day.weekday - 1] ?? 'monday']) {
        const spanEnd = DateTime.fromISO(`${iso}T${span.to}`, { zone }).toMillis();
        for (let start = DateTime.fromISO(`${iso}T${span.from}`, { zone }); start.toMillis() + availability.slotMinutes * 60_000 <= spanEnd; start = start.plus({ minutes: step })) {
          starts.push(start);
        }
      }
    }
    if (memo.size >= availability.horizonDays + 16) memo.clear();
    memo.set(iso, starts);
    return starts;
  };

  const lastDay = (now: DateTime) => now.setZone(zone).startOf('day').plus({ days: availability.horizonDays });
  const earliest = (now: DateTime) => now.plus({ minutes: availability.minimumNoticeMinutes });

  return {
    firmTimeZone: zone,
    slotMinutes: availability.slotMinutes,
    between(from, to, now) {
      const lower = Math.max(from.toMillis(), earliest(now).toMillis());
      const upper = to.toMillis();
      const starts: DateTime[] = [];
      const last = Math.min(to.setZone(zone).startOf('day').toMillis(), lastDay(now).toMillis());
      for (let day = DateTime.fromMillis(lower, { zone }).startOf('day'); day.toMillis() <= last; day = day.plus({ days: 1 })) {
        for (const start of startsOn(day)) if (start.toMillis() >= lower && start.toMillis() < upper) starts.push(start);
      }
      return starts;
    },
    check(start, now) {
      const local = start.setZone(zone);
      if (!startsOn(local.startOf('day')).some((s) => s.toMillis() === local.toMillis())) return 'not-a-slot';
      if (local < earliest(now)) return 'too-soon';
      if (local.startOf('day') > lastDay(now)) return 'too-far';
      return null;
    },
  };
}
