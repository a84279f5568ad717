import { DateTime } from 'luxon';
import { newSecret } from '../reminders/reminder-links.server';
import { availability } from '../../shared/content/generated/booking';
import type { BookingStore } from '../storage/booking-store.server';
import { bookingLinks, type BookingLinkQuery, type BookingLinks } from './booking-links.server';
import { callIcs } from './booking-ics.server';
import { meetingFor } from './meeting.server';
import { StorageUnavailableError } from '../storage/message-store.server';
import { readBookingRequest } from './booking-request.server';
import { freeSlots } from './free-slots.server';
import { slotEngine, type SlotEngine } from './slots.server';

/** A slot as both doors show it: its start, an instant (Luxon, in the firm's zone). */
export type Slot = DateTime;

/**
 * `booked`: stored now or earlier under the same key (`repeat`); `taken`: a
 * live booking holds the slot, with the next free ones; `invalid`: a field at
 * fault; `key-reused`: the key named another booking; `unavailable`: no
 * storage here (an API host) or it failed.
 */
export type BookOutcome =
  | { kind: 'booked'; repeat: boolean; id: number; start: DateTime; end: DateTime; timeZone: string; name: string; email: string; topic: string }
  | { kind: 'taken'; slots: Slot[]; timeZone: string }
  | { kind: 'invalid'; field: string; message: string }
  | { kind: 'key-reused' }
  | { kind: 'unavailable'; stored: boolean };

/** What the JSON door (/api/booking) and the page (/book) both do: one code path for a booking. */
export interface Bookings {
  readonly engine: SlotEngine;
  /** Whether this site mails a booking's invitation and cancel link (SMTP_URL): without, its confirmation is the founder's only copy. */
  readonly mails: boolean;
  /** The free slot starts in [from, to), earliest first. */
  free(from: DateTime, to: DateTime): Promise<Slot[]>;
  book(body: unknown, idempotencyKey: string | undefined): Promise<BookOutcome>;
  /** The signed link to a booking's .ics, or null without storage. */
  icsUrl(bookingId: number): Promise<string | null>;
  /** The signed link to cancel a booking (the one its invitation carries), or null without storage. */
  cancelUrl(bookingId: number): Promise<string | null>;
  /** The .ics a signed link names (METHOD:CANCEL once cancelled), or null for a link this site did not sign. */
  ics(query: BookingLinkQuery): Promise<CallFile | null>;
  /** What a cancel link's page shows before its button: changes nothing. */
  cancelState(query: BookingLinkQuery): Promise<CancelState>;
  /** Cancels the booking a signed link names, once: the slot is free again. */
  cancel(query: BookingLinkQuery): Promise<CancelState>;
}

/** A call's calendar file, and its iTIP method (the Content-Type's `method`). */
export interface CallFile {
  text: string;
  method: 'REQUEST' | 'CANCEL';
}

/** `ready`: the button cancels it; `done`: this post cancelled it; `already`: cancelled before; `invalid`: not a link this site signed (or the booking is gone). */
export type CancelState = 'ready' | 'done' | 'already' | 'invalid';

export interface BookingsOptions {
  store: BookingStore | null;
  siteUrl: string;
  siteName: string;
  /** The firm's inbox: the invitation's organizer. */
  firmEmail: string;
  /** Whether an outbox sends the bookings' mails (SMTP_URL is set). */
  mails: boolean;
  now?: () => DateTime;
}

/** How many free slots a taken slot's answer offers instead, and how far ahead it looks for them. */
const alternatives = 5;
const alternativeDays = 14;

export function createBookings(opts: BookingsOptions): Bookings {
  const engine = slotEngine(availability);
  const now = opts.now ?? (() => DateTime.now());
  const { store } = opts;
  const icsOptions = { siteUrl: opts.siteUrl, siteName: opts.siteName, firmEmail: opts.firmEmail, meeting: meetingFor(opts.siteUrl) };
  let linksReady: Promise<BookingLinks> | null = null;
  const links = (): Promise<BookingLinks> | null => {
    if (!store) return null;
    linksReady ??= store
      .sharedSecret('booking-links', newSecret())
      .then((secret) => bookingLinks(opts.siteUrl, secret))
      .catch((error: unknown) => {
        linksReady = null;
        throw error;
      });
    return linksReady;
  };
  const named = async (use: 'ics' | 'cancel', query: BookingLinkQuery) => {
    const id = (await links())?.check(use, query) ?? null;
    return id === null || !store ? undefined : store.find(id);
  };
  return {
    engine,
    mails: opts.mails,
    free: (from, to) => freeSlots(engine, store, from, to, now()),
    async book(body, key) {
      const at = now();
      const read = readBookingRequest(body, engine, at);
      if (!read.ok) return { kind: 'invalid', field: read.field, message: read.message };
      if (!store) return { kind: 'unavailable', stored: false };
      const { start, timeZone } = read.booking;
      const end = start.plus({ minutes: engine.slotMinutes });
      try {
        const result = await store.book({ ...read.booking, start: start.toUTC().toISO() ?? '', end: end.toUTC().toISO() ?? '' }, key, at.toJSDate());
        if (result.kind === 'key-reused') return { kind: 'key-reused' };
        if (result.kind === 'taken') {
          const next = await freeSlots(engine, store, start.plus({ minutes: 1 }), start.plus({ days: alternativeDays }), at);
          return { kind: 'taken', slots: next.slice(0, alternatives), timeZone };
        }
        const { id, start: s, end: e } = result.booking;
        return {
          kind: 'booked',
          repeat: result.kind === 'repeat',
          id,
          start: DateTime.fromISO(s),
          end: DateTime.fromISO(e),
          timeZone,
          name: read.booking.name,
          email: read.booking.email,
          topic: read.booking.topic,
        };
      } catch (error) {
        if (error instanceof StorageUnavailableError) return { kind: 'unavailable', stored: true };
        throw error;
      }
    },
    async icsUrl(bookingId) {
      return (await links())?.icsUrl(bookingId) ?? null;
    },
    async cancelUrl(bookingId) {
      return (await links())?.cancelUrl(bookingId) ?? null;
    },
    async ics(query) {
      const booking = await named('ics', query);
      return booking ? { text: callIcs(booking, icsOptions), method: booking.cancelledAt ? 'CANCEL' : 'REQUEST' } : null;
    },
    async cancelState(query) {
      const booking = await named('cancel', query);
      return !booking ? 'invalid' : booking.cancelledAt ? 'already' : 'ready';
    },
    async cancel(query) {
      const booking = await named('cancel', query);
      if (!booking || !store) return 'invalid';
      const result = await store.cancel(booking.id, now().toJSDate());
      return result === 'cancelled' ? 'done' : result === 'already' ? 'already' : 'invalid';
    },
  };
}
