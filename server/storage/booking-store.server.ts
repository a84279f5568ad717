import { createHash } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Backend } from './backend.server';
import type { BookingsTable } from './schema.server';

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
  /** Frees the slot, once, and queues the cancellation to both sides where mail is sent: a second cancel of the same booking changes nothing. */
  cancel(id: number, now: Date): Promise<CancelResult>;
}

/** A booking's mail claimed for sending, with its booking. */
export interface ClaimedBookingMail {
  id: number;
  kind: 'invite' | 'cancel';
  recipient: 'founder' | 'firm';
  attempts: number;
  queuedAt: string;
  booking: BookingRecord;
}

/** The bookings' outbox (decision 0035's loop sends it): the invitation on booking, the cancellation on cancel, each to both sides. */
export interface BookingMailQueries {
  claimBookingMail(now: Date, afterId: number, leaseMs: number): Promise<ClaimedBookingMail | undefined>;
  markBookingMailSent(id: number, at: Date): Promise<void>;
  markBookingMailFailed(id: number, error: string, nextAttempt: Date): Promise<void>;
  markBookingMailUndeliverable(id: number, error: string): Promise<void>;
  /** Deletes the bookings whose call ended before then, cancelled or not, with their mails; the number deleted. */
  forgetBookingsEndedBefore(endedBefore: Date): Promise<number>;
  /** Newest first, for `npm run inbox`. */
  listBookings(limit: number): Promise<BookingRecord[]>;
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
type BookingRow = Selectable<BookingsTable>;

const record = (row: BookingRow): BookingRecord => ({
  id: row.id,
  start: utc(row.start_at),
  end: utc(row.end_at),
  name: row.name,
  email: row.email,
  topic: row.topic,
  timeZone: row.time_zone,
  createdAt: utc(row.created_at),
  cancelledAt: row.cancelled_at === null ? null : utc(row.cancelled_at),
});

/** The two mails of one event of a booking (its invitation or its cancellation), to the founder and to the firm. */
const mailsOf = (bookingId: number, kind: 'invite' | 'cancel', now: Date) =>
  (['founder', 'firm'] as const).map((recipient) => ({
    booking_id: bookingId,
    kind,
    recipient,
    created_at: now.toISOString(),
    delivery_state: 'pending' as const,
    next_attempt_at: now.toISOString(),
    last_error: null,
    sent_at: null,
    lease_until: null,
  }));

/**
 * `queueMails`: whether a booking and a cancellation queue their mails. A
 * site without mail queues none, so configuring SMTP later sends no stale
 * invitations: its founders were told no e-mail would come (decision 0046).
 */
export function bookingQueries(withBackend: WithBackend, queueMails: boolean): BookingQueries & BookingMailQueries {
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
        const inserted = await b.db.transaction().execute(async (trx) => {
          const row = await trx
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
          // The invitation is queued with the booking, so a crash between the two cannot book a call nobody hears of.
          if (row && queueMails)
            await trx
              .insertInto('booking_mails')
              .values(mailsOf(row.id, 'invite', now))
              .execute();
          return row;
        });
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
        return row && record(row);
      }),
    cancel: (id, now) =>
      withBackend(async (b) => {
        // One conditional update: of two racing cancels, one finds the row live, and only it queues the cancellation.
        const done = await b.db.transaction().execute(async (trx) => {
          const updated = await trx.updateTable('bookings').set({ cancelled_at: now.toISOString() }).where('id', '=', id).where('cancelled_at', 'is', null).executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) return false;
          if (queueMails)
            await trx
              .insertInto('booking_mails')
              .values(mailsOf(id, 'cancel', now))
              .execute();
          return true;
        });
        if (done) return 'cancelled';
        const row = await b.db.selectFrom('bookings').select('id').where('id', '=', id).executeTakeFirst();
        return row ? 'already' : 'missing';
      }),
    claimBookingMail: (now, afterId, leaseMs) =>
      withBackend(async (b) => {
        const at = now.toISOString();
        return b.exclusive(async (db) => {
          let due = db
            .selectFrom('booking_mails')
            .select('id')
            .where('delivery_state', '=', 'pending')
            .where('next_attempt_at', '<=', at)
            .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
            .where('id', '>', afterId)
            .orderBy('id')
            .limit(1);
          if (b.dialect === 'postgres') due = due.forUpdate().skipLocked();
          const [claimed] = await db
            .updateTable('booking_mails')
            .set({ lease_until: new Date(now.getTime() + leaseMs).toISOString() })
            .where('id', 'in', due)
            .returning(['id', 'booking_id', 'kind', 'recipient', 'attempts', 'created_at'])
            .execute();
          if (!claimed) return undefined;
          const booking = await db.selectFrom('bookings').selectAll().where('id', '=', claimed.booking_id).executeTakeFirst();
          if (!booking) return undefined;
          return { id: claimed.id, kind: claimed.kind, recipient: claimed.recipient, attempts: claimed.attempts, queuedAt: utc(claimed.created_at), booking: record(booking) };
        });
      }),
    forgetBookingsEndedBefore: (endedBefore) =>
      withBackend(async (b) => {
        const before = endedBefore.toISOString();
        const deleted = await b.db.transaction().execute(async (trx) => {
          await trx
            .deleteFrom('booking_mails')
            .where('booking_id', 'in', trx.selectFrom('bookings').select('id').where('end_at', '<', before))
            .execute();
          const gone = await trx.deleteFrom('bookings').where('end_at', '<', before).executeTakeFirst();
          return Number(gone.numDeletedRows);
        });
        // Deleted as the Privacy Policy says: out of the database's files too.
        if (deleted > 0) await b.forgetDeleted();
        return deleted;
      }),
    listBookings: (limit) =>
      withBackend(async (b) => {
        const rows = await b.db.selectFrom('bookings').selectAll().orderBy('id', 'desc').limit(limit).execute();
        return rows.map(record);
      }),
    markBookingMailSent: (id, at) =>
      withBackend(async (b) => {
        await b.db
          .updateTable('booking_mails')
          .set((eb) => ({ delivery_state: 'sent', sent_at: at.toISOString(), attempts: eb('attempts', '+', 1), last_error: null, lease_until: null }))
          .where('id', '=', id)
          .execute();
      }),
    markBookingMailFailed: (id, error, nextAttempt) =>
      withBackend(async (b) => {
        await b.db
          .updateTable('booking_mails')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), next_attempt_at: nextAttempt.toISOString(), lease_until: null }))
          .where('id', '=', id)
          .execute();
      }),
    markBookingMailUndeliverable: (id, error) =>
      withBackend(async (b) => {
        await b.db
          .updateTable('booking_mails')
          .set((eb) => ({ delivery_state: 'failed', attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), lease_until: null }))
          .where('id', '=', id)
          .execute();
      }),
  };
}
