import type { ExpressionBuilder } from 'kysely';
import type { StorageSchema } from './schema.server';
import { inboxKey } from '../../shared/forms/email-address';
import type { Backend } from './backend.server';

/** How often one inbox may be sent a confirmation, and how long its link works (content/reminders.yaml's rules, in ms); how many the whole site may send an hour (REMINDER_CONFIRMATIONS_PER_HOUR). */
export interface ConfirmationRules {
  linkMs: number;
  resendMs: number;
  perSignup: number;
  sitePerHour: number;
}

/**
 * What a sign-up did: queued a confirmation mail; nothing to send (already
 * confirmed, or asked again too soon); or nothing at all, because the site
 * sent its hourly ceiling of confirmations, until `retryAfterMs` from now.
 */
export type SignUpResult = { queued: true; signupId: number } | { queued: false } | { queued: false; retryAfterMs: number };

/** A confirmed sign-up the reminder scheduler holds for a while to queue its due reminders and change alerts. */
export interface SignupToCheck {
  id: number;
  inputs: string;
  /** When it was confirmed: a change published after it is no news to its owner. */
  confirmedAt: string;
}

/** The mails a confirmed sign-up is sent: a reminder of a deadline, or an alert of a change that affects its deadlines. */
export type SubscriberMailKind = 'reminder' | 'change';

/**
 * One reminder or change alert to queue: unique per sign-up, deadline id and
 * lead, so queueing it twice queues it once. An alert's deadline id is
 * `change:<change id>` and its lead 0 (the index ignores NULLs).
 */
export interface ReminderToQueue {
  kind: SubscriberMailKind;
  signupId: number;
  deadlineId: string;
  leadDays: number;
  /** The day after which a sent one may be forgotten, because it can never be queued again. */
  deadlineOn: string;
  payload: string;
}

/** A reminder mail claimed for sending, with what composing it needs. */
export interface ClaimedReminderMail {
  id: number;
  kind: 'confirm' | SubscriberMailKind;
  signupId: number;
  email: string;
  linkExpiresAt: string;
  payload: string | null;
  leadDays: number | null;
  attempts: number;
  queuedAt: string;
}

/** An address whose mail server refused our mail for good: nothing more is sent to it (decision 0035). */
export interface BouncedAddress {
  signupId: number;
  email: string;
  confirmed: boolean;
  bouncedAt: string;
  reason: string;
}

/**
 * The reminders' storage, beside the messages' in the same database (and,
 * for SQLite, the same worker thread). Every write that must happen once
 * across replicas is one conditional statement or one unique index, so two
 * replicas doing the same thing at once do it once.
 */
export interface ReminderStore {
  /**
   * One row per inbox (inboxKey: name+tag@ and n.a.m.e@gmail.com are name@), the address kept as typed for sending: a new
   * inbox is stored with its confirmation mail; an unconfirmed one takes the new inputs and, past the resend rules, a new
   * link and mail; a confirmed one is left alone. Past the site's hourly ceiling nothing is stored, whatever the address.
   */
  signUp(email: string, inputs: string, now: Date, rules: ConfirmationRules): Promise<SignUpResult>;
  /** Confirms the sign-up if the link's expiry is its newest link's, still in the future, and it is unconfirmed: true only for the one call that did. */
  confirmSignup(id: number, linkExpiresAt: string, now: Date): Promise<boolean>;
  /** Deletes the sign-up and everything queued for it at once; true if there was one. */
  unsubscribe(id: number): Promise<boolean>;
  /** Leases up to `limit` confirmed sign-ups whose check is due, pushing their next check to now + leaseMs. */
  claimSignupsToCheck(now: Date, limit: number, leaseMs: number): Promise<SignupToCheck[]>;
  /** Queues reminders and change alerts (each at most once ever) and sets the sign-up's next check. */
  queueReminders(signupId: number, reminders: ReminderToQueue[], now: Date, nextCheck: Date): Promise<void>;
  /**
   * Leases up to `limit` due pending mails no live lease holds, with ids above afterId: confirmations of unconfirmed sign-ups,
   * reminders and change alerts of confirmed ones only, none to a bounced address, none whose day (deadline_on) has passed.
   */
  claimDueMails(now: Date, afterId: number, limit: number, leaseMs: number): Promise<ClaimedReminderMail[]>;
  markMailSent(id: number, at: Date): Promise<void>;
  markMailFailed(id: number, error: string, nextAttempt: Date): Promise<void>;
  /** Never tried again; with `bounced`, the address refused it for good, and nothing more is queued or sent to it. */
  markMailUndeliverable(id: number, error: string, at: Date, bounced: boolean): Promise<void>;
  /** Addresses that bounced, newest first: what `npm run inbox` shows. */
  bounces(limit: number): Promise<BouncedAddress[]>;
  /** Deletes sign-ups unconfirmed since before `unconfirmedBefore`, their mails, and reminders and alerts, sent or not, whose day (deadline_on) is before `passedBefore` (YYYY-MM-DD). */
  forgetExpired(unconfirmedBefore: Date, passedBefore: string, bouncedBefore: Date): Promise<number>;
  /** The named secret every replica shares: `candidate` if none was stored yet, else the stored one. */
  sharedSecret(name: string, candidate: string): Promise<string>;
}

type WithBackend = <T>(fn: (b: Backend) => Promise<T>) => Promise<T>;

const plus = (at: Date, ms: number) => new Date(at.getTime() + ms).toISOString();
const hourMs = 60 * 60 * 1000;

/**
 * A transaction that reads before it writes. SQLite's must take the write lock
 * at BEGIN (IMMEDIATE): a read transaction that tries to write after another
 * connection wrote fails at once with SQLITE_BUSY rather than waiting.
 * PostgreSQL's is an ordinary one, so replicas at the same moment may each
 * pass a count the other's insert would have tipped: the ceiling may be
 * passed by as many sign-ups as arrive in the same few milliseconds.
 */
function writeTransaction<T>(b: Backend, fn: (db: Backend['db']) => Promise<T>): Promise<T> {
  return b.dialect === 'sqlite' ? b.exclusive(fn) : b.db.transaction().execute(fn);
}

/**
 * Whether the whole site has queued `perHour` confirmations in the hour before
 * `now`, counted in the database so every replica sees the same count, and if
 * so how long until the oldest of them leaves the hour. A sign-up's
 * last_confirmation_at is when its newest confirmation was queued, and one is
 * queued at most once a day per sign-up, so sign-ups are the count; they are
 * read rather than the mails because sent confirmations are forgotten. A
 * sign-up confirmed before the hour began had its last confirmation before it
 * too, so the unconfirmed rows and those confirmed within the hour are the
 * only ones to look at (reminder_signups_unconfirmed's index).
 */
async function ceilingReached(trx: Backend['db'], now: Date, perHour: number): Promise<number | null> {
  const hourAgo = plus(now, -hourMs);
  const recent = await trx
    .selectFrom('reminder_signups')
    .select((eb) => [eb.fn.countAll().as('queued'), eb.fn.min('last_confirmation_at').as('oldest')])
    .where((eb) => eb.or([eb('confirmed_at', 'is', null), eb('confirmed_at', '>=', hourAgo)]))
    .where('last_confirmation_at', '>=', hourAgo)
    .executeTakeFirstOrThrow();
  if (Number(recent.queued) < perHour || recent.oldest === null) return null;
  return Math.max(1_000, new Date(recent.oldest).getTime() + hourMs - now.getTime());
}

export function reminderQueries(withBackend: WithBackend): ReminderStore {
  return {
    signUp: (email, inputs, now, rules) =>
      withBackend((b) =>
        writeTransaction(b, async (trx): Promise<SignUpResult> => {
          const at = now.toISOString();
          const busyFor = await ceilingReached(trx, now, rules.sitePerHour);
          if (busyFor !== null) return { queued: false, retryAfterMs: busyFor };
          const key = inboxKey(email);
          const linkExpiresAt = plus(now, rules.linkMs);
          const inserted = await trx
            .insertInto('reminder_signups')
            .values({ email, email_key: key, inputs, created_at: at, confirmed_at: null, link_expires_at: linkExpiresAt, confirmations: 1, last_confirmation_at: at, next_check_at: null })
            .onConflict((oc) => oc.column('email_key').doNothing())
            .returning('id')
            .executeTakeFirst();
          let signupId = inserted?.id;
          if (signupId === undefined) {
            // Another link and mail only past the resend rules: one statement, so two replicas taking the same address at once send one.
            const resent = await trx
              .updateTable('reminder_signups')
              .set((eb) => ({ email, inputs, link_expires_at: linkExpiresAt, last_confirmation_at: at, confirmations: eb('confirmations', '+', 1) }))
              .where('email_key', '=', key)
              .where('confirmed_at', 'is', null)
              // An address that refused our mail for good is sent nothing more, however often it is typed in.
              .where('bounced_at', 'is', null)
              .where('last_confirmation_at', '<=', plus(now, -rules.resendMs))
              .where('confirmations', '<', rules.perSignup)
              .returning('id')
              .executeTakeFirst();
            if (!resent) {
              // The newest inputs still count for an unconfirmed address; a confirmed one is never changed by a stranger's post.
              await trx.updateTable('reminder_signups').set({ inputs }).where('email_key', '=', key).where('confirmed_at', 'is', null).execute();
              return { queued: false };
            }
            signupId = resent.id;
          }
          await trx
            .insertInto('reminder_mails')
            .values({
              signup_id: signupId,
              kind: 'confirm',
              created_at: at,
              delivery_state: 'pending',
              next_attempt_at: at,
              deadline_id: null,
              lead_days: null,
              deadline_on: null,
              payload: null,
              last_error: null,
              sent_at: null,
              lease_until: null,
            })
            .execute();
          return { queued: true, signupId };
        }),
      ),

    confirmSignup: (id, linkExpiresAt, now) =>
      withBackend(async (b) => {
        const at = now.toISOString();
        const confirmed = await b.db
          .updateTable('reminder_signups')
          .set({ confirmed_at: at, next_check_at: at })
          .where('id', '=', id)
          .where('confirmed_at', 'is', null)
          .where('link_expires_at', '=', linkExpiresAt)
          .where('link_expires_at', '>', at)
          .returning('id')
          .executeTakeFirst();
        return confirmed !== undefined;
      }),

    unsubscribe: (id) =>
      withBackend(async (b) => {
        const deleted = await b.db.transaction().execute(async (trx) => {
          await trx.deleteFrom('reminder_mails').where('signup_id', '=', id).execute();
          return (await trx.deleteFrom('reminder_signups').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n;
        });
        if (deleted) await b.forgetDeleted();
        return deleted;
      }),

    claimSignupsToCheck: (now, limit, leaseMs) =>
      withBackend((b) =>
        b.exclusive(async (db) => {
          const at = now.toISOString();
          let due = db
            .selectFrom('reminder_signups')
            .select('id')
            .where('confirmed_at', 'is not', null)
            .where('bounced_at', 'is', null)
            .where('next_check_at', '<=', at)
            .orderBy('id')
            .limit(limit);
          if (b.dialect === 'postgres') due = due.forUpdate().skipLocked();
          return (
            db
              .updateTable('reminder_signups')
              .set({ next_check_at: plus(now, leaseMs) })
              .where('id', 'in', due)
              .returning(['id', 'inputs', 'confirmed_at'])
              .execute()
              // Only confirmed sign-ups are claimed, so confirmed_at is set.
              .then((rows) => rows.map((r) => ({ id: r.id, inputs: r.inputs, confirmedAt: r.confirmed_at ?? '' })))
          );
        }),
      ),

    queueReminders: (signupId, reminders, now, nextCheck) =>
      withBackend((b) =>
        b.db.transaction().execute(async (trx) => {
          const at = now.toISOString();
          if (reminders.length) {
            await trx
              .insertInto('reminder_mails')
              .values(
                reminders.map((r) => ({
                  signup_id: r.signupId,
                  kind: r.kind,
                  deadline_id: r.deadlineId,
                  lead_days: r.leadDays,
                  deadline_on: r.deadlineOn,
                  payload: r.payload,
                  created_at: at,
                  delivery_state: 'pending' as const,
                  next_attempt_at: at,
                  last_error: null,
                  sent_at: null,
                  lease_until: null,
                })),
              )
              .onConflict((oc) => oc.columns(['signup_id', 'deadline_id', 'lead_days']).doNothing())
              .execute();
          }
          await trx.updateTable('reminder_signups').set({ next_check_at: nextCheck.toISOString() }).where('id', '=', signupId).where('confirmed_at', 'is not', null).execute();
        }),
      ),

    claimDueMails: (now, afterId, limit, leaseMs) =>
      withBackend(async (b) => {
        const at = now.toISOString();
        const claimed = await b.exclusive(async (db) => {
          let due = db
            .selectFrom('reminder_mails as m')
            .innerJoin('reminder_signups as s', 's.id', 'm.signup_id')
            .select('m.id')
            .where('m.delivery_state', '=', 'pending')
            .where('m.next_attempt_at', '<=', at)
            .where((eb) => eb.or([eb('m.lease_until', 'is', null), eb('m.lease_until', '<=', at)]))
            // Nothing but its confirmation ever goes to an unconfirmed address, and no confirmation to a confirmed one.
            .where((eb) =>
              eb.or([eb.and([eb('m.kind', '=', 'confirm'), eb('s.confirmed_at', 'is', null)]), eb.and([eb('m.kind', 'in', ['reminder', 'change']), eb('s.confirmed_at', 'is not', null)])]),
            )
            .where('s.bounced_at', 'is', null)
            // A reminder after its day is wrong ("0 days away" for a date gone): dropped, and forgetExpired deletes it.
            .where((eb) => eb.or([eb('m.deadline_on', 'is', null), eb('m.deadline_on', '>=', at.slice(0, 10))]))
            .where('m.id', '>', afterId)
            .orderBy('m.id')
            .limit(limit);
          if (b.dialect === 'postgres') due = due.forUpdate('m').skipLocked();
          const ids = await db
            .updateTable('reminder_mails')
            .set({ lease_until: plus(now, leaseMs) })
            .where('id', 'in', due)
            .returning('id')
            .execute();
          if (!ids.length) return [];
          return db
            .selectFrom('reminder_mails as m')
            .innerJoin('reminder_signups as s', 's.id', 'm.signup_id')
            .select(['m.id', 'm.kind', 'm.signup_id', 's.email', 's.link_expires_at', 'm.payload', 'm.lead_days', 'm.attempts', 'm.created_at'])
            .where(
              'm.id',
              'in',
              ids.map((r) => r.id),
            )
            .execute();
        });
        return claimed
          .map((r) => ({
            id: r.id,
            kind: r.kind,
            signupId: r.signup_id,
            email: r.email,
            linkExpiresAt: r.link_expires_at,
            payload: r.payload,
            leadDays: r.lead_days,
            attempts: r.attempts,
            queuedAt: r.created_at,
          }))
          .sort((a, z) => a.id - z.id);
      }),

    markMailSent: (id, at) =>
      withBackend(async (b) => {
        await b.db
          .updateTable('reminder_mails')
          .set((eb) => ({ delivery_state: 'sent', sent_at: at.toISOString(), attempts: eb('attempts', '+', 1), last_error: null, lease_until: null }))
          .where('id', '=', id)
          .execute();
      }),

    markMailFailed: (id, error, nextAttempt) =>
      withBackend(async (b) => {
        await b.db
          .updateTable('reminder_mails')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), next_attempt_at: nextAttempt.toISOString(), lease_until: null }))
          .where('id', '=', id)
          .execute();
      }),

    markMailUndeliverable: (id, error, at, bounced) =>
      withBackend((b) =>
        b.db.transaction().execute(async (trx) => {
          const failed = await trx
            .updateTable('reminder_mails')
            .set((eb) => ({ delivery_state: 'failed', attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), lease_until: null }))
            .where('id', '=', id)
            .returning('signup_id')
            .executeTakeFirst();
          if (!bounced || !failed) return;
          await trx
            .updateTable('reminder_signups')
            .set({ bounced_at: at.toISOString(), bounce_reason: error.slice(0, 500) })
            .where('id', '=', failed.signup_id)
            .where('bounced_at', 'is', null)
            .execute();
        }),
      ),

    bounces: (limit) =>
      withBackend(async (b) => {
        const rows = await b.db
          .selectFrom('reminder_signups')
          .select(['id', 'email', 'confirmed_at', 'bounced_at', 'bounce_reason'])
          .where('bounced_at', 'is not', null)
          .orderBy('bounced_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute();
        return rows.map((r) => ({ signupId: r.id, email: r.email, confirmed: r.confirmed_at !== null, bouncedAt: r.bounced_at ?? '', reason: r.bounce_reason ?? '' }));
      }),

    forgetExpired: (unconfirmedBefore, passedBefore, bouncedBefore) =>
      withBackend(async (b) => {
        const forgotten = await b.db.transaction().execute(async (trx) => {
          // Unconfirmed past their days, and confirmed ones whose address refused our mail for good long enough ago.
          const expired = (eb: ExpressionBuilder<StorageSchema, 'reminder_signups'>) =>
            eb.or([
              eb.and([eb('confirmed_at', 'is', null), eb('created_at', '<', unconfirmedBefore.toISOString())]),
              eb.and([eb('bounced_at', 'is not', null), eb('bounced_at', '<', bouncedBefore.toISOString())]),
            ]);
          await trx.deleteFrom('reminder_mails').where('signup_id', 'in', trx.selectFrom('reminder_signups').select('id').where(expired)).execute();
          const deleted = await trx.deleteFrom('reminder_signups').where(expired).executeTakeFirst();
          // A reminder queued while its sign-up was being deleted on another replica has no sign-up left to go to.
          await trx
            .deleteFrom('reminder_mails')
            .where((eb) => eb.not(eb.exists(eb.selectFrom('reminder_signups as s').select('s.id').whereRef('s.id', '=', 'reminder_mails.signup_id'))))
            .execute();
          // A confirmed sign-up's confirmation mails, sent or not, have done their work.
          const confirmed = trx.selectFrom('reminder_signups').select('id').where('confirmed_at', 'is not', null);
          await trx.deleteFrom('reminder_mails').where('kind', '=', 'confirm').where('signup_id', 'in', confirmed).execute();
          // Once its day has passed a reminder (or change alert) can never be queued again: a sent one was kept only so it is sent once,
          // and one not sent by then is wrong to send (its date is gone).
          await trx.deleteFrom('reminder_mails').where('deadline_on', '<', passedBefore).execute();
          return Number(deleted.numDeletedRows);
        });
        // Unconfirmed addresses are deleted after their days as the Privacy Policy says: out of the files too.
        if (forgotten > 0) await b.forgetDeleted();
        return forgotten;
      }),

    sharedSecret: (name, candidate) =>
      withBackend(async (b) => {
        await b.db
          .insertInto('site_secrets')
          .values({ name, value: candidate })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
        const stored = await b.db.selectFrom('site_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
        return stored.value;
      }),
  };
}
