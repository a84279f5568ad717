import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { DateTime } from 'luxon';
import { availability } from '../../shared/content/generated/booking';
import { bookingPaths } from '../../shared/site-paths';
import type { FormRateLimit } from '../api/rate-limit.server';
import { readFormBody } from '../forms/form-body.server';
import { invalidKeyMessage, readIdempotencyKey } from '../forms/idempotency-key.server';
import type { BookingStore } from '../storage/booking-store.server';
import { StorageUnavailableError } from '../storage/message-store.server';
import { readBookingRequest } from './booking-request.server';
import { freeSlots } from './free-slots.server';
import { readSlotsQuery } from './slots-query.server';
import { isoIn } from './zones.server';
import { slotEngine } from './slots.server';

export interface BookingRoutesOptions {
  /** The bookings' storage, or null without our own (an API host): slots are then all free and posts answer 503. */
  bookings: BookingStore | null;
  /** The forms' limit, so bookings count with a visitor's other posts. */
  rateLimit: FormRateLimit;
  /** The clock (tests set it). */
  now?: () => DateTime;
}

/** How many free slots a 409 offers instead, and how far ahead it looks for them. */
const alternatives = 5;
const alternativeDays = 14;

/**
 * GET /api/booking/slots?date=YYYY-MM-DD&tz=<IANA>: the free slots starting on
 * that day in that zone. The answer changes with the clock and every booking,
 * so no cache keeps it (no-store), and each one counts in the query budget
 * (decision 0031: a query no cache answers is counted after the cache).
 *
 * POST /api/booking (JSON, Idempotency-Key): 201 { id, start, end }, the same for a repeated key; 409 with
 * the next free slots when the slot is taken; 422 naming the field at fault.
 * One booking per slot is the database's unique index, so racing posts, on
 * one server or across replicas, get one 201 and 409s.
 */
export function bookingRoutes(opts: BookingRoutesOptions): Router {
  const router = Router();
  const engine = slotEngine(availability);
  const now = opts.now ?? (() => DateTime.now());
  const json = (res: Parameters<RequestHandler>[1], status: number, body: object) => res.status(status).set('Cache-Control', 'no-store').json(body);
  const slotsIn = (starts: DateTime[], zone: string) => starts.map((start) => ({ start: isoIn(start, zone), end: isoIn(start.toMillis() + engine.slotMinutes * 60_000, zone) }));
  const taken = opts.bookings;

  router.get(bookingPaths.slots, async (req, res, next) => {
    const at = req.originalUrl.indexOf('?');
    const query = readSlotsQuery(new URLSearchParams(at === -1 ? '' : req.originalUrl.slice(at + 1)));
    if (!query.ok) return void json(res, 422, { error: query.message, field: query.field });
    const zone = query.day.zoneName ?? 'UTC';
    try {
      const starts = await freeSlots(engine, taken, query.day, query.day.plus({ days: 1 }), now());
      json(res, 200, { firmTimeZone: engine.firmTimeZone, timeZone: zone, slots: slotsIn(starts, zone) });
    } catch (error) {
      next(error);
    }
  });

  const book: RequestHandler = async (req, res, next) => {
    const key = readIdempotencyKey(req.get('Idempotency-Key'));
    if (!key.ok) return void json(res, 400, { error: invalidKeyMessage });
    const at = now();
    const read = readBookingRequest(req.body, engine, at);
    if (!read.ok) return void json(res, 422, { error: read.message, field: read.field });
    if (!opts.bookings) return void json(res, 503, { error: 'Booking is not available on this server.' });
    const { start, timeZone } = read.booking;
    try {
      const end = start.plus({ minutes: engine.slotMinutes });
      const result = await opts.bookings.book({ ...read.booking, start: start.toUTC().toISO() ?? '', end: end.toUTC().toISO() ?? '' }, key.key, at.toJSDate());
      if (result.kind === 'key-reused') return void json(res, 422, { error: 'The Idempotency-Key was already used for another booking.', field: 'Idempotency-Key' });
      if (result.kind === 'taken') {
        const next = await freeSlots(engine, taken, start.plus({ minutes: 1 }), start.plus({ days: alternativeDays }), at);
        return void json(res, 409, { error: 'That slot was just booked; here are the next free ones.', slots: slotsIn(next.slice(0, alternatives), timeZone) });
      }
      const booked = result.booking;
      json(res, 201, { id: booked.id, start: isoIn(DateTime.fromISO(booked.start), timeZone), end: isoIn(DateTime.fromISO(booked.end), timeZone) });
    } catch (error) {
      if (error instanceof StorageUnavailableError) return void json(res, 503, { error: 'Bookings cannot be stored right now; please try again in a minute.' });
      next(error);
    }
  };

  const refused: ErrorRequestHandler = (error, _req, res, next) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
    json(res, status, { error: status === 429 ? 'Too many submissions from this address; please try again later.' : 'The booking could not be read.' });
  };

  const rateLimit: RequestHandler = (req, res, next) => opts.rateLimit(req, res, next);
  router.post(bookingPaths.api, rateLimit, readFormBody, book, refused);
  return router;
}
