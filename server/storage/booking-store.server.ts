import { createHash } from 'node:crypto';
import type { Backend } from './backend.server';

type WithBackend = <T>(fn: (b: Backend) => Promise<T>) => Promise<T>;

/** A booking as the caller sends it; start and end are instants (any offset), stored in UTC. */
export interface NewBooking {
  start: string;
  end: string;
  name: string;
  email: string;
  topic: string;
  timeZone: string;
}

export interface StoredBooking {
  id: number;
  /** UTC ISO strings. */
  start: string;
  end: string;
}

/**
 * `created`: this call stored it. `repeat`: the Idempotency-Key was seen with
 * the same booking, which is answered again. `taken`: a live booking holds the
 * slot. `key-reused`: the key was used for another booking; nothing is stored.
 */
export type BookResult = { kind: 'created' | 'repeat'; booking: StoredBooking } | { kind: 'taken' } | { kind: 'key-reused' };

/** A stored booking as its links, mails and the inbox read it. */
export interface BookingRecord extends NewBooking {
  id: number;
  createdAt: string;
  cancelledAt: string | null;
}

/** `cancelled`: this call freed the slot; `already`: it was cancelled before; `missing`: no such booking (or deleted). */
export type CancelResult = 'cancelled' | 'already' | 'missing';

export interface BookingQueries {
  book(booking: NewBooking, idempotencyKey: string | undefined, now: Date): Promise<BookResult>;
  /** The starts (UTC ISO) of the live bookings starting in [from, to). */
  takenBetween(fromUtc: string, toUtc: string): Promise<string[]>;
  find(id: number): Promise<BookingRecord | undefined>;
  /** Frees the slot, once: a second cancel of the same booking changes nothing. */
  cancel(id: number, now: Date): Promise<CancelResult>;
}

/** The bookings, and the secret every replica signs their links with (the one table of site secrets). */
export interface BookingStore extends BookingQueries {
  sharedSecret(name: string, candidate: string): Promise<string>;
}

const utc = (instant: string) => new Date(instant).toISOString();

function fingerprintOf(b: NewBooking): string {
  return createHash('sha256')
    .update(JSON.stringify([utc(b.start), b.name, b.email, b.topic, b.timeZone]))
    .digest('base64url');
}

/**
 * The bookings' queries, shared by SQLite and PostgreSQL. Nothing is checked
 * before the insert: the unique index on live slots (and the one on keys)
 * decides between racing requests, on one server or across replicas, and a
 * refused insert is then read as the key's earlier booking or a taken slot.
 */
export function bookingQueries(withBackend: WithBackend): BookingQueries {
  return {
    book: (booking, key, now) =>
      withBackend(async (b) => {
        const fingerprint = fingerprintOf(booking);
        const earlier = async (): Promise<BookResult | null> => {
          if (key === undefined) return null;
          const row = await b.db.selectFrom('bookings').select(['id', 'start_at', 'end_at', 'fingerprint']).where('idempotency_key', '=', key).executeTakeFirst();
          if (!row) return null;
          return row.fingerprint === fingerprint ? { kind: 'repeat', booking: { id: row.id, start: utc(row.start_at), end: utc(row.end_at) } } : { kind: 'key-reused' };
        };
        const before = await earlier();
        if (before) return before;
        const inserted = await b.db
          .insertInto('bookings')
          .values({
            start_at: utc(booking.start),
            end_at: utc(booking.end),
            name: booking.name,
            email: booking.email,
            topic: booking.topic,
            time_zone: booking.timeZone,
            created_at: now.toISOString(),
            cancelled_at: null,
            idempotency_key: key ?? null,
            fingerprint,
          })
          .onConflict((oc) => oc.doNothing())
          .returning(['id', 'start_at', 'end_at'])
          .executeTakeFirst();
        if (inserted) return { kind: 'created', booking: { id: inserted.id, start: utc(inserted.start_at), end: utc(inserted.end_at) } };
        // The same key racing itself lost to its twin: answered as that booking. Otherwise the slot is held.
        return (await earlier()) ?? { kind: 'taken' };
      }),
    takenBetween: (fromUtc, toUtc) =>
      withBackend(async (b) => {
        const rows = await b.db
          .selectFrom('bookings')
          .select('start_at')
          .where('cancelled_at', 'is', null)
          .where('start_at', '>=', utc(fromUtc))
          .where('start_at', '<', utc(toUtc))
          .execute();
        return rows.map((r) => utc(r.start_at));
      }),
    find: (id) =>
      withBackend(async (b) => {
        const row = await b.db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
        return (
          row && {
            id: row.id,
            start: utc(row.start_at),
            end: utc(row.end_at),
            name: row.name,
            email: row.email,
            topic: row.topic,
            timeZone: row.time_zone,
            createdAt: utc(row.created_at),
            cancelledAt: row.cancelled_at === null ? null : utc(row.cancelled_at),
          }
        );
      }),
    cancel: (id, now) =>
      withBackend(async (b) => {
        // One conditional update: of two racing cancels, one finds the row live.
        const done = await b.db.updateTable('bookings').set({ cancelled_at: now.toISOString() }).where('id', '=', id).where('cancelled_at', 'is', null).executeTakeFirst();
        if (Number(done.numUpdatedRows) > 0) return 'cancelled';
        const row = await b.db.selectFrom('bookings').select('id').where('id', '=', id).executeTakeFirst();
        return row ? 'already' : 'missing';
      }),
  };
}
