import { Router, type ErrorRequestHandler, type RequestHandler } from 'express';
import { DateTime } from 'luxon';
import { bookingPaths, paths } from '../../shared/site-paths';
import type { FormRateLimit } from '../api/rate-limit.server';
import { readFormBody, wantsJson } from '../forms/form-body.server';
import { wasCounted } from '../forms/form-post-gate.server';
import { invalidKeyMessage, readIdempotencyKey } from '../forms/idempotency-key.server';
import { postBody } from '../forms/posted-form.server';
import { answerTooMany } from '../http/answer-too-many.server';
import { bookingForm } from '../forms/limited-forms.server';
import type { PageRenderer } from '../ssr/ssr-handler.server';
import type { Bookings } from './booking-service.server';
import { readSlotsQuery } from './slots-query.server';
import { isoIn } from './zones.server';

export interface BookingRoutesOptions {
  bookings: Bookings;
  /** The forms' limit, so bookings count with a visitor's other posts. */
  rateLimit: FormRateLimit;
  /** Renders /book for its no-JavaScript post. */
  render: PageRenderer;
}

/**
 * GET /api/booking/slots?date=YYYY-MM-DD&tz=<IANA>: the free slots starting on
 * that day in that zone. The answer changes with the clock and every booking,
 * so no cache keeps it (no-store), and each one counts in the query budget
 * (decision 0031: a query no cache answers is counted after the cache).
 *
 * POST /api/booking (JSON, Idempotency-Key): 201 { id, start, end }, the same for a repeated key; 409 with
 * the next free slots when the slot is taken; 422 naming the field at fault.
 * One booking per slot is the database's unique index, so racing posts, on
 * one server or across replicas, get one 201 and 409s. A no-JavaScript post
 * to /book goes to the page's action, over the same booking service.
 */
export function bookingRoutes(opts: BookingRoutesOptions): Router {
  const router = Router();
  const { bookings } = opts;
  const minutes = bookings.engine.slotMinutes;
  const json = (res: Parameters<RequestHandler>[1], status: number, body: object) => res.status(status).set('Cache-Control', 'no-store').json(body);
  const slotsIn = (starts: DateTime[], zone: string) => starts.map((start) => ({ start: isoIn(start, zone), end: isoIn(start.toMillis() + minutes * 60_000, zone) }));

  const queryOf = (req: Parameters<RequestHandler>[0]) => {
    const at = req.originalUrl.indexOf('?');
    return new URLSearchParams(at === -1 ? '' : req.originalUrl.slice(at + 1));
  };

  router.get(bookingPaths.slots, async (req, res, next) => {
    const query = readSlotsQuery(queryOf(req));
    if (!query.ok) return void json(res, 422, { error: query.message, field: query.field });
    const zone = query.day.zoneName ?? 'UTC';
    try {
      const starts = await bookings.free(query.day, query.day.plus({ days: 1 }));
      json(res, 200, { firmTimeZone: bookings.engine.firmTimeZone, timeZone: zone, slots: slotsIn(starts, zone) });
    } catch (error) {
      next(error);
    }
  });

  const book: RequestHandler = async (req, res, next) => {
    if (req.path === paths.book && !wantsJson(req)) return opts.render(req, res, next, { path: req.originalUrl, post: { body: postBody(req.body) } });
    const key = readIdempotencyKey(req.get('Idempotency-Key'));
    if (!key.ok) return void json(res, 400, { error: invalidKeyMessage });
    try {
      const outcome = await bookings.book(req.body, key.key);
      switch (outcome.kind) {
        case 'invalid':
          return void json(res, 422, { error: outcome.message, field: outcome.field });
        case 'key-reused':
          return void json(res, 422, { error: 'The Idempotency-Key was already used for another booking.', field: 'Idempotency-Key' });
        case 'unavailable':
          return void json(res, 503, { error: outcome.stored ? 'Bookings cannot be stored right now; please try again in a minute.' : 'Booking is not available on this server.' });
        case 'taken':
          return void json(res, 409, { error: 'That slot was just booked; here are the next free ones.', slots: slotsIn(outcome.slots, outcome.timeZone) });
        case 'booked':
          return void json(res, 201, { id: outcome.id, start: isoIn(outcome.start, outcome.timeZone), end: isoIn(outcome.end, outcome.timeZone) });
      }
    } catch (error) {
      next(error);
    }
  };

  const refused: ErrorRequestHandler = async (error, req, res, next) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (typeof status !== 'number' || status < 400 || status >= 500) return next(error);
    if (req.path === paths.book && !wantsJson(req)) {
      if (status === 429) return answerTooMany(req, res, bookingForm);
      return opts.render(req, res, next, { path: req.originalUrl, post: { body: postBody(req.body), refused: { ok: false, status, message: 'The booking could not be read.' } } });
    }
    json(res, status, { error: status === 429 ? 'Too many submissions from this address; please try again later.' : 'The booking could not be read.' });
  };

  // A booking's calendar file, from the signed link on its confirmation: the invitation, or its cancellation once cancelled.
  router.get(bookingPaths.ics, async (req, res, next) => {
    try {
      const query = queryOf(req);
      const file = await bookings.ics({ b: query.get('b'), s: query.get('s') });
      if (!file) return void res.status(404).set('Cache-Control', 'no-store').type('text').send('No such booking.');
      res
        .status(200)
        .set('Cache-Control', 'no-store')
        .set('Content-Disposition', 'attachment; filename="call.ics"')
        .type(`text/calendar; charset=utf-8; method=${file.method}`)
        .send(file.text);
    } catch (error) {
      next(error);
    }
  });

  // The cancel link's button posts to the link's own URL; the body is never read (the signed URL says everything).
  router.post(bookingPaths.cancel, (req, res, next) => opts.render(req, res, next, { path: req.originalUrl, post: { body: new URLSearchParams() } }));

  // The gate before the app counts the booking's own paths; this counts any other spelling Express routes here.
  const rateLimit: RequestHandler = (req, res, next) => (wasCounted(req) ? next() : opts.rateLimit(req, res, next));
  router.post([bookingPaths.api, paths.book], rateLimit, readFormBody, book, refused);
  return router;
}
