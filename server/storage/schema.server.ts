import { Kysely, Migrator, sql, type Dialect as KyselyDialect, type Generated, type Migration } from 'kysely';
import { rebuildSqliteTable } from './rebuild-sqlite-table.server';

/** `failed`: never tried again (out of retry time, or refused for good), kept for a person to see (decision 0035). */
type DeliveryState = 'pending' | 'sent' | 'not-configured' | 'failed';

/**
 * Timestamps are ISO-8601 strings on both backends: SQLite stores them as
 * text (which sorts like time), PostgreSQL as timestamptz, read back as ISO
 * strings (see postgres-backend.server.ts), so the shared queries and rows
 * are the same.
 */
export interface SubmissionsTable {
  id: Generated<number>;
  kind: 'contact' | 'query';
  email: string;
  name: string | null;
  phone: string | null;
  category: string | null;
  subject: string | null;
  body: string;
  created_at: string;
  delivery_state: DeliveryState;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
  /** The browser's Idempotency-Key: one row per key and form; NULL for posts without one. */
  idempotency_key: string | null;
  /** A hash of the stored message, to tell a retry (the same message) from a reused key (another one). NULL before version 3. */
  fingerprint: string | null;
  /** While in the future, one outbox holds this row; a replica that dies mid-send lets it lapse. */
  lease_until: string | null;
}

/** One address signed up for deadline reminders, with the compliance calendar's inputs (decision 0029). */
export interface ReminderSignupsTable {
  id: Generated<number>;
  /** As typed; what the mails go to. */
  email: string;
  /** The inbox the address reaches (inboxKey: lower case, no +tag, no dots at Gmail): one row per inbox, however it is spelled. Rows stored before issue 34 keep their key, the address in lower case. */
  email_key: string;
  /** The calendar's inputs (CalendarInputs) as JSON. */
  inputs: string;
  created_at: string;
  /** NULL until the owner of the address confirms; nothing but the confirmation mail goes to it before. */
  confirmed_at: string | null;
  /** When the newest confirmation link expires: the only link that works, and once. */
  link_expires_at: string;
  /** Confirmation mails queued for this sign-up, and when the last one was. */
  confirmations: number;
  last_confirmation_at: string;
  /** When the reminder scheduler looks at this sign-up next (confirmed only); a claim pushes it a lease ahead. */
  next_check_at: string | null;
  /** When the address's mail server refused our mail for good (a 5xx): nothing more is queued or sent to it. */
  bounced_at: string | null;
  /** That refusal's words, for `npm run inbox`. */
  bounce_reason: string | null;
}

/** The reminders' own outbox: a confirmation mail, one reminder of one deadline at one lead time, or one alert of one change (decision 0032). */
export interface ReminderMailsTable {
  id: Generated<number>;
  signup_id: number;
  kind: 'confirm' | 'reminder' | 'change';
  /**
   * A reminder's deadline and lead, or a change alert's `change:<change id>` and 0: unique per sign-up, so
   * replicas scheduling at once queue it once. NULL for a confirmation.
   */
  deadline_id: string | null;
  lead_days: number | null;
  /** The deadline's day (YYYY-MM-DD), or the last day a change alert could be queued: a sent one is forgotten after it. */
  deadline_on: string | null;
  /** The Deadline as scheduled, or the change and the deadlines it affects, as JSON. */
  payload: string | null;
  created_at: string;
  delivery_state: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  lease_until: string | null;
}

/** One call booked through /book or /api/booking (content/booking.yaml's slots). */
export interface BookingsTable {
  id: Generated<number>;
  /** The slot, as UTC ISO strings: one live booking per start (a unique index on the rows not cancelled). */
  start_at: string;
  end_at: string;
  name: string;
  email: string;
  /** A topic id of content/booking.yaml. */
  topic: string;
  /** The founder's IANA zone, to write the slot in their time. */
  time_zone: string;
  created_at: string;
  /** Set when either side cancels: the slot is free again, the row kept until the retention setting deletes it. */
  cancelled_at: string | null;
  /** The client's Idempotency-Key: one booking per key. NULL without one. */
  idempotency_key: string | null;
  /** A hash of what was booked, to tell a retry from a reused key. */
  fingerprint: string;
}

/** A booking's mail in the outbox: the invitation or the cancellation, to the founder or the firm's inbox. */
export interface BookingMailsTable {
  id: Generated<number>;
  booking_id: number;
  kind: 'invite' | 'cancel';
  recipient: 'founder' | 'firm';
  created_at: string;
  delivery_state: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  last_error: string | null;
  sent_at: string | null;
  lease_until: string | null;
}

export interface StorageSchema {
  submissions: SubmissionsTable;
  bookings: BookingsTable;
  booking_mails: BookingMailsTable;
  storage_heartbeat: { id: number; beat_at: string };
  reminder_signups: ReminderSignupsTable;
  reminder_mails: ReminderMailsTable;
  /** Secrets every replica shares, made on first use (the reminders' link key). */
  site_secrets: { name: string; value: string };
}

export type Dialect = 'sqlite' | 'postgres';

/**
 * Ordered and append-only. Version 1 is the schema the hand-made migrator
 * created (recorded in its own schema_migrations table), written with IF NOT
 * EXISTS so a database from before Kysely's migrator moves forward intact.
 * That table is kept (and written for new files), so the previous release
 * can still open the file after a rollback (the columns added since are nullable).
 */
function migrations(dialect: Dialect): Record<string, Migration> {
  const timestamp = dialect === 'postgres' ? 'timestamptz' : 'text';
  // Kysely runs PostgreSQL migrations in a transaction but not SQLite's (it
  // assumes no transactional DDL there); SQLite has it, so a version never half-applies.
  const atomic = (up: (db: Kysely<unknown>) => Promise<void>) => async (db: Kysely<unknown>) => (dialect === 'sqlite' ? db.transaction().execute(up) : up(db));
  return {
    '0001_submissions': {
      up: atomic(async (db) => {
        await db.schema
          .createTable('submissions')
          .ifNotExists()
          .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('contact', 'query')`))
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('name', 'text')
          .addColumn('phone', 'text')
          .addColumn('category', 'text')
          .addColumn('subject', 'text')
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('created_at', timestamp, (c) => c.notNull())
          .addColumn('delivery_state', 'text', (c) => c.notNull().check(sql`delivery_state IN ('pending', 'sent', 'not-configured')`))
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', timestamp)
          .addColumn('last_error', 'text')
          .addColumn('sent_at', timestamp)
          .execute();
        await db.schema.createIndex('submissions_outbox').ifNotExists().on('submissions').columns(['delivery_state', 'next_attempt_at']).execute();
        await db.schema.createIndex('submissions_created').ifNotExists().on('submissions').column('created_at').execute();
        if (dialect === 'sqlite') {
          // What the previous release looks for, so it can still open a file this one created (a rollback).
          await sql`CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`.execute(db);
          await sql`INSERT OR IGNORE INTO schema_migrations (version, name, applied_at) VALUES (1, 'submissions', ${new Date().toISOString()})`.execute(db);
        }
      }),
    },
    '0002_idempotency_leases_heartbeat': {
      up: atomic(async (db) => {
        await db.schema.alterTable('submissions').addColumn('idempotency_key', 'text').execute();
        await db.schema.alterTable('submissions').addColumn('lease_until', timestamp).execute();
        // A unique index, not a column constraint: SQLite cannot add a UNIQUE column to an existing table. NULLs never collide.
        await db.schema.createIndex('submissions_idempotency_key').unique().on('submissions').column('idempotency_key').execute();
        await db.schema
          .createTable('storage_heartbeat')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('beat_at', timestamp, (c) => c.notNull())
          .execute();
        await sql`INSERT INTO storage_heartbeat (id, beat_at) VALUES (1, ${new Date().toISOString()})`.execute(db);
      }),
    },
    '0003_idempotency_key_per_form': {
      up: atomic(async (db) => {
        await db.schema.alterTable('submissions').addColumn('fingerprint', 'text').execute();
        // A key names one submission to one form: the same key sent to the other form is another submission.
        await db.schema.dropIndex('submissions_idempotency_key').execute();
        await db.schema.createIndex('submissions_form_idempotency_key').unique().on('submissions').columns(['kind', 'idempotency_key']).execute();
      }),
    },
    '0004_reminders': {
      up: atomic(async (db) => {
        await db.schema
          .createTable('reminder_signups')
          .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('email_key', 'text', (c) => c.notNull().unique())
          .addColumn('inputs', 'text', (c) => c.notNull())
          .addColumn('created_at', timestamp, (c) => c.notNull())
          .addColumn('confirmed_at', timestamp)
          .addColumn('link_expires_at', timestamp, (c) => c.notNull())
          .addColumn('confirmations', 'integer', (c) => c.notNull())
          .addColumn('last_confirmation_at', timestamp, (c) => c.notNull())
          .addColumn('next_check_at', timestamp)
          .execute();
        await db.schema.createIndex('reminder_signups_check').on('reminder_signups').columns(['next_check_at']).execute();
        await db.schema.createIndex('reminder_signups_unconfirmed').on('reminder_signups').columns(['confirmed_at', 'created_at']).execute();
        await db.schema
          .createTable('reminder_mails')
          .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('signup_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('confirm', 'reminder')`))
          .addColumn('deadline_id', 'text')
          .addColumn('lead_days', 'integer')
          .addColumn('deadline_on', 'text')
          .addColumn('payload', 'text')
          .addColumn('created_at', timestamp, (c) => c.notNull())
          .addColumn('delivery_state', 'text', (c) => c.notNull().check(sql`delivery_state IN ('pending', 'sent')`))
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
          .addColumn('last_error', 'text')
          .addColumn('sent_at', timestamp)
          .addColumn('lease_until', timestamp)
          .execute();
        // NULLs never collide, so confirmations are not limited by it; each reminder is queued once however many replicas schedule it.
        await db.schema.createIndex('reminder_mails_once').unique().on('reminder_mails').columns(['signup_id', 'deadline_id', 'lead_days']).execute();
        await db.schema.createIndex('reminder_mails_outbox').on('reminder_mails').columns(['delivery_state', 'next_attempt_at']).execute();
        await db.schema
          .createTable('site_secrets')
          .addColumn('name', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
      }),
    },
    '0005_change_alerts': {
      up: atomic(async (db) => {
        const kinds = sql`kind IN ('confirm', 'reminder', 'change')`;
        if (dialect === 'postgres') {
          // PostgreSQL's name for 0004's column check.
          await sql`ALTER TABLE reminder_mails DROP CONSTRAINT reminder_mails_kind_check, ADD CONSTRAINT reminder_mails_kind_check CHECK (${kinds})`.execute(db);
          return;
        }
        // SQLite cannot alter a CHECK constraint: the table is rebuilt under its own name, rows, ids and indexes kept.
        await db.schema
          .createTable('reminder_mails_0005')
          .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
          .addColumn('signup_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull().check(kinds))
          .addColumn('deadline_id', 'text')
          .addColumn('lead_days', 'integer')
          .addColumn('deadline_on', 'text')
          .addColumn('payload', 'text')
          .addColumn('created_at', timestamp, (c) => c.notNull())
          .addColumn('delivery_state', 'text', (c) => c.notNull().check(sql`delivery_state IN ('pending', 'sent')`))
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
          .addColumn('last_error', 'text')
          .addColumn('sent_at', timestamp)
          .addColumn('lease_until', timestamp)
          .execute();
        await sql`INSERT INTO reminder_mails_0005 SELECT id, signup_id, kind, deadline_id, lead_days, deadline_on, payload, created_at, delivery_state, attempts, next_attempt_at, last_error, sent_at, lease_until FROM reminder_mails`.execute(
          db,
        );
        // AUTOINCREMENT's high-water mark, so a new mail never takes the id (and Message-ID) of one already sent and forgotten.
        await sql`DELETE FROM sqlite_sequence WHERE name = 'reminder_mails_0005'`.execute(db);
        await sql`INSERT INTO sqlite_sequence (name, seq) SELECT 'reminder_mails_0005', seq FROM sqlite_sequence WHERE name = 'reminder_mails'`.execute(db);
        await db.schema.dropTable('reminder_mails').execute();
        await db.schema.alterTable('reminder_mails_0005').renameTo('reminder_mails').execute();
        await db.schema.createIndex('reminder_mails_once').unique().on('reminder_mails').columns(['signup_id', 'deadline_id', 'lead_days']).execute();
        await db.schema.createIndex('reminder_mails_outbox').on('reminder_mails').columns(['delivery_state', 'next_attempt_at']).execute();
      }),
    },
    '0006_failed_mail_and_bounces': {
      // Decision 0035: a mail never tried again is kept as 'failed', and an address that refused our mail for good is marked.
      up: atomic(async (db) => {
        await db.schema.alterTable('reminder_signups').addColumn('bounced_at', timestamp).execute();
        await db.schema.alterTable('reminder_signups').addColumn('bounce_reason', 'text').execute();
        const submissionStates = sql`delivery_state IN ('pending', 'sent', 'not-configured', 'failed')`;
        const mailStates = sql`delivery_state IN ('pending', 'sent', 'failed')`;
        if (dialect === 'postgres') {
          // PostgreSQL's names for 0001's and 0004's column checks.
          await sql`ALTER TABLE submissions DROP CONSTRAINT submissions_delivery_state_check, ADD CONSTRAINT submissions_delivery_state_check CHECK (${submissionStates})`.execute(db);
          await sql`ALTER TABLE reminder_mails DROP CONSTRAINT reminder_mails_delivery_state_check, ADD CONSTRAINT reminder_mails_delivery_state_check CHECK (${mailStates})`.execute(db);
          return;
        }
        await rebuildSqliteTable(
          db,
          'submissions',
          [
            'id',
            'kind',
            'email',
            'name',
            'phone',
            'category',
            'subject',
            'body',
            'created_at',
            'delivery_state',
            'attempts',
            'next_attempt_at',
            'last_error',
            'sent_at',
            'idempotency_key',
            'lease_until',
            'fingerprint',
          ],
          (t) =>
            t
              .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
              .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('contact', 'query')`))
              .addColumn('email', 'text', (c) => c.notNull())
              .addColumn('name', 'text')
              .addColumn('phone', 'text')
              .addColumn('category', 'text')
              .addColumn('subject', 'text')
              .addColumn('body', 'text', (c) => c.notNull())
              .addColumn('created_at', timestamp, (c) => c.notNull())
              .addColumn('delivery_state', 'text', (c) => c.notNull().check(submissionStates))
              .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
              .addColumn('next_attempt_at', timestamp)
              .addColumn('last_error', 'text')
              .addColumn('sent_at', timestamp)
              .addColumn('idempotency_key', 'text')
              .addColumn('lease_until', timestamp)
              .addColumn('fingerprint', 'text'),
          async (db) => {
            await db.schema.createIndex('submissions_outbox').on('submissions').columns(['delivery_state', 'next_attempt_at']).execute();
            await db.schema.createIndex('submissions_created').on('submissions').column('created_at').execute();
            await db.schema.createIndex('submissions_form_idempotency_key').unique().on('submissions').columns(['kind', 'idempotency_key']).execute();
          },
        );
        await rebuildSqliteTable(
          db,
          'reminder_mails',
          [
            'id',
            'signup_id',
            'kind',
            'deadline_id',
            'lead_days',
            'deadline_on',
            'payload',
            'created_at',
            'delivery_state',
            'attempts',
            'next_attempt_at',
            'last_error',
            'sent_at',
            'lease_until',
          ],
          (t) =>
            t
              .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
              .addColumn('signup_id', 'integer', (c) => c.notNull())
              .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('confirm', 'reminder', 'change')`))
              .addColumn('deadline_id', 'text')
              .addColumn('lead_days', 'integer')
              .addColumn('deadline_on', 'text')
              .addColumn('payload', 'text')
              .addColumn('created_at', timestamp, (c) => c.notNull())
              .addColumn('delivery_state', 'text', (c) => c.notNull().check(mailStates))
              .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
              .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
              .addColumn('last_error', 'text')
              .addColumn('sent_at', timestamp)
              .addColumn('lease_until', timestamp),
          async (db) => {
            await db.schema.createIndex('reminder_mails_once').unique().on('reminder_mails').columns(['signup_id', 'deadline_id', 'lead_days']).execute();
            await db.schema.createIndex('reminder_mails_outbox').on('reminder_mails').columns(['delivery_state', 'next_attempt_at']).execute();
          },
        );
      }),
    },
    '0007_bookings': {
      up: atomic(async (db) => {
        await db.schema
          .createTable('bookings')
          .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('start_at', timestamp, (c) => c.notNull())
          .addColumn('end_at', timestamp, (c) => c.notNull())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('email', 'text', (c) => c.notNull())
          .addColumn('topic', 'text', (c) => c.notNull())
          .addColumn('time_zone', 'text', (c) => c.notNull())
          .addColumn('created_at', timestamp, (c) => c.notNull())
          .addColumn('cancelled_at', timestamp)
          .addColumn('idempotency_key', 'text', (c) => c.unique())
          .addColumn('fingerprint', 'text', (c) => c.notNull())
          .execute();
        // One booking per slot is the database's rule, not the server's: replicas racing for a slot meet here. A cancelled row frees it.
        await sql`CREATE UNIQUE INDEX bookings_live_slot ON bookings (start_at) WHERE cancelled_at IS NULL`.execute(db);
      }),
    },
    '0008_booking_mails': {
      up: atomic(async (db) => {
        await db.schema
          .createTable('booking_mails')
          .addColumn('id', dialect === 'postgres' ? 'serial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('booking_id', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('invite', 'cancel')`))
          .addColumn('recipient', 'text', (c) => c.notNull().check(sql`recipient IN ('founder', 'firm')`))
          .addColumn('created_at', timestamp, (c) => c.notNull())
          .addColumn('delivery_state', 'text', (c) =>
            c
              .notNull()
              .defaultTo('pending')
              .check(sql`delivery_state IN ('pending', 'sent', 'failed')`),
          )
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', timestamp, (c) => c.notNull())
          .addColumn('last_error', 'text')
          .addColumn('sent_at', timestamp)
          .addColumn('lease_until', timestamp)
          .execute();
        // Each booking's invitation and cancellation go once to each side, however many replicas queue them.
        await db.schema.createIndex('booking_mails_once').unique().on('booking_mails').columns(['booking_id', 'kind', 'recipient']).execute();
        await db.schema.createIndex('booking_mails_outbox').on('booking_mails').columns(['delivery_state', 'next_attempt_at']).execute();
      }),
    },
  };
}

/**
 * Opens the database through Kysely and brings its schema up to date, or
 * closes it again and throws. On PostgreSQL Kysely's migrator holds an
 * advisory lock while it runs, so replicas starting together apply each
 * version once, and runs all pending versions in one transaction: a failure
 * applies none of them. On SQLite it takes no lock and no transaction; each
 * version's own transaction (atomic, above) keeps it whole, and its record
 * in Kysely's table is written after that commits.
 */
export async function openMigrated(driver: KyselyDialect, dialect: Dialect): Promise<Kysely<StorageSchema>> {
  const db = new Kysely<StorageSchema>({ dialect: driver });
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations(dialect) } });
  const { error } = await migrator.migrateToLatest();
  if (error) {
    await db.destroy();
    // Passed on as it came: wrapping what is not `instanceof Error` would hide it, and under jest Node's own errors (ECONNREFUSED) are not.
    throw error as unknown;
  }
  return db;
}
