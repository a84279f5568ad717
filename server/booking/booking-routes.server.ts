import { Router } from 'express';
import { DateTime } from 'luxon';
import { availability } from '../../shared/content/generated/booking';
import { bookingPaths } from '../../shared/site-paths';
import { freeSlots, type TakenSlots } from './free-slots.server';
import { isoIn, readSlotsQuery } from './slots-query.server';
import { slotEngine } from './slots.server';

export interface BookingRoutesOptions {
  /** The live bookings, or null without our own storage (every slot is then free). */
  taken: TakenSlots | null;
  /** The clock (tests set it). */
  now?: () => DateTime;
}

/**
 * GET /api/booking/slots?date=YYYY-MM-DD&tz=<IANA>: the free slots starting on
 * that day in that zone. The answer changes with the clock and every booking,
 * so no cache keeps it (no-store), and each one counts in the query budget
 * (decision 0031: a query no cache answers is counted after the cache).
 */
export function bookingRoutes(opts: BookingRoutesOptions): Router {
  const router = Router();
  const engine = slotEngine(availability);
  const now = opts.now ?? (() => DateTime.now());
  router.get(bookingPaths.slots, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const query = readSlotsQuery(new URLSearchParams(req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?') + 1) : ''));
    if (!query.ok) return void res.status(422).json({ error: query.message, field: query.field });
    const zone = query.day.zoneName ?? 'UTC';
    const starts = await freeSlots(engine, opts.taken, query.day, query.day.plus({ days: 1 }), now());
    res.json({
      firmTimeZone: engine.firmTimeZone,
      timeZone: zone,
      slots: starts.map((start) => ({ start: isoIn(start, zone), end: isoIn(start.plus({ minutes: engine.slotMinutes }), zone) })),
    });
  });
  return router;
}
