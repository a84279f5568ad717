import { DateTime } from 'luxon';
import type { Availability } from '../../shared/content/schemas/booking';
import { bookingContent } from '../../shared/content/schemas/booking';
import { slotEngine } from '../../server/booking/slots.server';
import { readSlotsQuery } from '../../server/booking/slots-query.server';
import { isoIn } from '../../server/booking/zones.server';
import { callLink, cancel, mail, page } from '../../shared/content/generated/booking';

const weekday = [
  { from: '09:00', to: '12:00' },
  { from: '13:00', to: '17:00' },
];
const availability: Availability = {
  timeZone: 'America/New_York',
  weeklyHours: { monday: weekday, tuesday: weekday, wednesday: weekday, thursday: weekday, friday: weekday, saturday: [], sunday: [] },
  slotMinutes: 30,
  bufferMinutes: 15,
  minimumNoticeMinutes: 60,
  horizonDays: 30,
  closedOnFederalHolidays: true,
  closedDays: ['2026-12-24'],
};

const at = (iso: string) => DateTime.fromISO(iso, { setZone: true });
const NOW = at('2026-12-01T12:00:00Z');

/** The slots starting on a day in a zone, as the API writes them, asked for (by default) a week before. */
function slotsOn(date: string, zone: string, engine = slotEngine(availability), now = at(`${date}T12:00:00Z`).minus({ days: 7 })): string[] {
  const query = readSlotsQuery(new URLSearchParams({ date, tz: zone }));
  if (!query.ok) throw new Error(query.message);
  return engine.between(query.day, query.day.plus({ days: 1 }), now).map((start) => isoIn(start, zone));
}

describe('booking slots', () => {
  test('a founder in Berlin sees the firm open an hour earlier in the weeks between the US and European switches to summer time', () => {
    // The US moves its clocks on 14 March 2027, Europe on 28 March.
    expect(slotsOn('2027-03-12', 'Europe/Berlin')[0]).toBe('2027-03-12T15:00:00+01:00');
    expect(slotsOn('2027-03-15', 'Europe/Berlin')[0]).toBe('2027-03-15T14:00:00+01:00');
    expect(slotsOn('2027-03-29', 'Europe/Berlin')[0]).toBe('2027-03-29T15:00:00+02:00');
  });

  test('a founder in London sees the European switch move the firm an hour later on their clock', () => {
    expect(slotsOn('2027-03-26', 'Europe/London')[0]).toBe('2027-03-26T13:00:00+00:00');
    expect(slotsOn('2027-03-29', 'Europe/London')[0]).toBe('2027-03-29T14:00:00+01:00');
    // And in autumn, Europe switches back (31 October 2027) a week before the US (7 November).
    expect(slotsOn('2027-11-01', 'Europe/London')[0]).toBe('2027-11-01T13:00:00+00:00');
    expect(slotsOn('2027-11-08', 'Europe/London')[0]).toBe('2027-11-08T14:00:00+00:00');
  });

  test('the firm keeps its own wall-clock hours across its own switch', () => {
    for (const date of ['2027-03-12', '2027-03-15', '2027-11-05', '2027-11-08']) {
      const slots = slotsOn(date, 'America/New_York');
      expect(slots[0]).toMatch(new RegExp(`^${date}T09:00:00-0[45]:00$`));
      expect(slots.at(-1)).toMatch(new RegExp(`^${date}T16:00:00-0[45]:00$`));
    }
  });

  test('a +05:30 zone gets the slots that start on its own date, written with its offset', () => {
    const slots = slotsOn('2026-12-07', 'Asia/Kolkata');
    expect(slots).toEqual(['2026-12-07T19:30:00+05:30', '2026-12-07T20:15:00+05:30', '2026-12-07T21:00:00+05:30', '2026-12-07T21:45:00+05:30', '2026-12-07T23:30:00+05:30']);
    // The firm's afternoon of that Monday starts on Tuesday in Kolkata.
    expect(slotsOn('2026-12-08', 'Asia/Kolkata')[0]).toBe('2026-12-08T00:15:00+05:30');
  });

  test('a +05:45 zone too', () => {
    const slots = slotsOn('2026-12-07', 'Asia/Kathmandu');
    expect(slots[0]).toBe('2026-12-07T19:45:00+05:45');
    expect(slots.every((s) => s.startsWith('2026-12-07T') && s.endsWith('+05:45'))).toBe(true);
  });

  test('no slots on weekends, federal holidays as observed, or the firm’s own closed days', () => {
    expect(slotsOn('2026-12-05', 'America/New_York')).toEqual([]); // Saturday
    expect(slotsOn('2026-12-25', 'America/New_York')).toEqual([]); // Christmas
    expect(slotsOn('2027-12-24', 'America/New_York')).toEqual([]); // Christmas 2027, a Saturday, observed on Friday
    expect(slotsOn('2026-12-24', 'America/New_York')).toEqual([]); // content's closed day
    expect(slotsOn('2026-12-23', 'America/New_York')).not.toEqual([]);
  });

  test('nothing inside the minimum notice, and a slot inside it is refused as too soon', () => {
    const engine = slotEngine(availability);
    const now = at('2026-12-07T09:10:00-05:00');
    expect(slotsOn('2026-12-07', 'America/New_York', engine, now)[0]).toBe('2026-12-07T10:30:00-05:00');
    expect(engine.check(at('2026-12-07T09:45:00-05:00'), now)).toBe('too-soon');
    expect(engine.check(at('2026-12-07T08:00:00-05:00'), now)).toBe('not-a-slot');
    expect(engine.check(at('2026-12-04T09:00:00-05:00'), now)).toBe('too-soon'); // past
    expect(engine.check(at('2026-12-07T10:30:00-05:00'), now)).toBeNull();
    expect(engine.check(at('2026-12-07T15:30:00Z'), now)).toBeNull(); // the same instant in another offset
  });

  test('nothing beyond the horizon, and such a slot is refused as too far', () => {
    const engine = slotEngine({ ...availability, horizonDays: 21 });
    expect(slotsOn('2026-12-22', 'America/New_York', engine, NOW)).not.toEqual([]);
    expect(slotsOn('2026-12-23', 'America/New_York', engine, NOW)).toEqual([]);
    expect(engine.check(at('2026-12-23T09:00:00-05:00'), NOW)).toBe('too-far');
  });

  test('a start off the firm’s grid or outside its hours is not a slot', () => {
    const engine = slotEngine(availability);
    expect(engine.check(at('2026-12-08T09:10:00-05:00'), NOW)).toBe('not-a-slot');
    expect(engine.check(at('2026-12-08T12:15:00-05:00'), NOW)).toBe('not-a-slot');
    expect(engine.check(at('2026-12-08T17:00:00-05:00'), NOW)).toBe('not-a-slot');
  });

  test('the query names the field it cannot read', () => {
    expect(readSlotsQuery(new URLSearchParams({ date: '2026-12-08', tz: 'Mars/Olympus' }))).toMatchObject({ ok: false, field: 'tz' });
    expect(readSlotsQuery(new URLSearchParams({ date: '2026-02-30', tz: 'UTC' }))).toMatchObject({ ok: false, field: 'date' });
    expect(readSlotsQuery(new URLSearchParams({ tz: 'UTC' }))).toMatchObject({ ok: false, field: 'date' });
  });

  test('availability content refuses an unknown zone and overlapping hours', () => {
    const content = { availability, topics: [{ id: 'other', label: 'Other' }], meeting: { phone: '+1 555 0100' }, page, cancel, callLink, mail };
    expect(bookingContent.safeParse(content).success).toBe(true);
    expect(bookingContent.safeParse({ ...content, availability: { ...availability, timeZone: 'Eastern' } }).success).toBe(false);
    const overlapping = [
      { from: '09:00', to: '12:00' },
      { from: '11:00', to: '13:00' },
    ];
    expect(bookingContent.safeParse({ ...content, availability: { ...availability, weeklyHours: { ...availability.weeklyHours, monday: overlapping } } }).success).toBe(false);
  });
});
