import { createHash } from 'node:crypto';
import type { Insertable, Selectable } from 'kysely';
import type { Logger } from 'pino';
import type { ContactMessage, SupportQuery } from '../../shared/forms/schemas';
import type { DatabaseConfig } from '../config.server';
import type { Backend } from './backend.server';
import { openPostgresBackend, redactDatabaseUrl } from './postgres-backend.server';
import { reminderQueries, type ReminderStore } from './reminder-store.server';
import { bookingQueries, type BookingMailQueries, type BookingStore } from './booking-store.server';
import type { SubmissionsTable } from './schema.server';
import { openSqliteBackend, type SqliteLimits } from './sqlite-backend.server';

export type Submission = Selectable<SubmissionsTable>;

export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Message storage is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

/** The idempotency key was used for another message to the same form: nothing new is stored. */
export class KeyReusedError extends Error {
  constructor() {
    super('The Idempotency-Key was already used for a different message');
    this.name = 'KeyReusedError';
  }
}

/** Contact messages and support queries, and the deadline reminders' sign-ups and mails, on SQLite (DATA_DIR) or PostgreSQL (DATABASE_URL). */
export interface MessageStore extends ReminderStore, BookingStore, BookingMailQueries {
  /**
   * Resolves with the row id once the row is committed. A repeat of an
   * idempotency key to the same form with the same message stores nothing and
   * resolves with the first row's id; with another message it stores nothing
   * and rejects with KeyReusedError. Rejects with StorageUnavailableError when
   * it cannot be stored.
   */
  addContact(message: ContactMessage, idempotencyKey?: string): Promise<number>;
  addQuery(query: SupportQuery, idempotencyKey?: string): Promise<number>;
  /** Newest first. */
  list(limit: number): Promise<Submission[]>;
  /**
   * Leases up to `limit` pending rows whose next attempt is due and that no
   * live lease holds, with ids above `afterId`, oldest first, until now + leaseMs.
   */
  claimDue(now: Date, afterId: number, limit: number, leaseMs: number): Promise<Submission[]>;
  markSent(id: number, at: Date): Promise<void>;
  markFailed(id: number, error: string, nextAttempt: Date): Promise<void>;
  /** Out of retry time: never tried again, kept with its error, and shown as failed by `npm run inbox` (decision 0035). */
  markUndeliverable(id: number, error: string, at: Date): Promise<void>;
  /** A write commits and the next message would fit: used by /readyz. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

export interface StoreSettings extends SqliteLimits {
  dataDir: string;
  /** PostgreSQL instead of SQLite in dataDir. */
  database?: DatabaseConfig;
  /** Whether new rows wait for the e-mail outbox ('pending') or are only kept ('not-configured'). */
  deliver: boolean;
  logger: Logger;
  /** Least time between attempts to open storage that could not be opened. */
  retryMs?: number;
}

// Orchestrators probe every few seconds; an answer later than this is "not ready".
const readyTimeoutMs = 3_000;

type NewRow = Omit<Insertable<SubmissionsTable>, 'delivery_state' | 'next_attempt_at' | 'created_at' | 'fingerprint'>;

/** The message as stored (after the form's own normalisation), so a retry of it matches and any change does not. */
function fingerprintOf(row: NewRow): string {
  return createHash('sha256')
    .update(JSON.stringify([row.kind, row.email, row.name, row.phone, row.category, row.subject, row.body]))
    .digest('base64url');
}
interface PendingWrite {
  row: NewRow;
  resolve: (id: number) => void;
  reject: (error: Error) => void;
}

/**
 * Opens storage and keeps the site up when it cannot: pages still serve,
 * /readyz reports not ready, forms answer 503, and opening is tried again (at
 * most every retryMs) until it works. Writes that arrive together share one
 * transaction and one commit (on SQLite, one fsync); each caller is answered
 * only after the commit that holds its row.
 */
export function openMessageStore(settings: StoreSettings): MessageStore {
  const { logger } = settings;
  const retryMs = settings.retryMs ?? 5_000;
  const where = settings.database ? redactDatabaseUrl(settings.database.url) : settings.dataDir;
  let backend: Backend | null = null;
  let opening: Promise<Backend | null> | null = null;
  let lastTry = 0;
  let closed = false;
  let lastOpenError: unknown = null;

  const current = (): Promise<Backend | null> => {
    if (backend) return Promise.resolve(backend);
    if (opening) return opening;
    if (closed || (lastTry !== 0 && Date.now() - lastTry < retryMs)) return Promise.resolve(null);
    lastTry = Date.now();
    opening = (settings.database ? openPostgresBackend(settings.database, logger) : openSqliteBackend(settings.dataDir, settings))
      .then(async (opened) => {
        if (closed) {
          await opened.close();
          return null;
        }
        logger.info({ storage: opened.dialect, location: opened.location }, 'message storage is open');
        backend = opened;
        return opened;
      })
      .catch((error: unknown) => {
        lastOpenError = error;
        logger.error({ err: { message: errorMessage(error) }, location: where }, 'message storage cannot be opened; forms will answer 503 until it can');
        return null;
      })
      .finally(() => {
        opening = null;
      });
    return opening;
  };
  void current();

  const required = async (): Promise<Backend> => {
    const b = await current();
    if (!b) throw new StorageUnavailableError(lastOpenError ?? new Error(`cannot open message storage at ${where}`));
    return b;
  };

  const initialState = settings.deliver ? 'pending' : 'not-configured';
  let pending: PendingWrite[] = [];
  const flushing = new Set<Promise<void>>();

  const flush = async (): Promise<void> => {
    const batch = pending;
    pending = [];
    try {
      const b = await required();
      const now = new Date().toISOString();
      const ids = await b.db.transaction().execute(async (trx) => {
        const out: Array<number | KeyReusedError> = [];
        for (const { row } of batch) {
          const fingerprint = fingerprintOf(row);
          const inserted = await trx
            .insertInto('submissions')
            .values({ ...row, fingerprint, created_at: now, next_attempt_at: now, delivery_state: initialState })
            .onConflict((oc) => oc.columns(['kind', 'idempotency_key']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (inserted) {
            out.push(inserted.id);
            continue;
          }
          // Only a repeated key conflicts: a retry of the post already stored, or the key reused for another message.
          if (row.idempotency_key == null) throw new Error('a submission without an idempotency key was refused as a duplicate');
          const first = await trx
            .selectFrom('submissions')
            .select(['id', 'fingerprint'])
            .where('kind', '=', row.kind)
            .where('idempotency_key', '=', row.idempotency_key)
            .executeTakeFirstOrThrow();
          // Rows stored before fingerprints were kept have none: their retries are taken as retries, as they were.
          out.push(first.fingerprint === null || first.fingerprint === fingerprint ? first.id : new KeyReusedError());
        }
        return out;
      });
      batch.forEach((p, i) => {
        const id = ids[i];
        if (typeof id === 'number') p.resolve(id);
        else p.reject(id ?? new Error('the store answered fewer messages than the batch held'));
      });
    } catch (error) {
      if (!(error instanceof StorageUnavailableError)) logger.error({ err: { message: errorMessage(error) }, location: where }, 'a message could not be stored');
      const failure = error instanceof StorageUnavailableError ? error : new StorageUnavailableError(error);
      for (const p of batch) p.reject(failure);
    }
  };

  const write = (row: NewRow): Promise<number> =>
    new Promise<number>((resolve, reject) => {
      if (closed) {
        reject(new StorageUnavailableError(new Error('message storage is closed')));
        return;
      }
      if (pending.push({ row, resolve, reject }) === 1) {
        setImmediate(() => {
          const done = flush().finally(() => flushing.delete(done));
          flushing.add(done);
        });
      }
    });

  /** Reads and outbox updates: any failure of the database is "storage unavailable". */
  const withBackend = async <T>(fn: (b: Backend) => Promise<T>): Promise<T> => {
    const b = await required();
    try {
      return await fn(b);
    } catch (error) {
      throw new StorageUnavailableError(error);
    }
  };

  return {
    ...reminderQueries(withBackend),
    ...bookingQueries(withBackend, settings.deliver),
    addContact: (m, key) => write({ kind: 'contact', email: m.email, name: m.name, phone: m.phone, category: null, subject: null, body: m.comment, idempotency_key: key ?? null }),
    addQuery: (q, key) => write({ kind: 'query', email: q.email, name: null, phone: null, category: q.category, subject: q.subject, body: q.description, idempotency_key: key ?? null }),
    list: (limit) => withBackend((b) => b.db.selectFrom('submissions').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute()),
    claimDue: (now, afterId, limit, leaseMs) =>
      withBackend(async (b) => {
        const at = now.toISOString();
        const rows = await b.exclusive((db) => {
          let due = db
            .selectFrom('submissions')
            .select('id')
            .where('delivery_state', '=', 'pending')
            .where('next_attempt_at', '<=', at)
            .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', at)]))
            .where('id', '>', afterId)
            .orderBy('id')
            .limit(limit);
          // Replicas claim at once on PostgreSQL: each locks its rows and skips those another holds. SQLite's claim holds the write lock (exclusive).
          if (b.dialect === 'postgres') due = due.forUpdate().skipLocked();
          return db
            .updateTable('submissions')
            .set({ lease_until: new Date(now.getTime() + leaseMs).toISOString() })
            .where('id', 'in', due)
            .returningAll()
            .execute();
        });
        return rows.sort((a, z) => a.id - z.id);
      }),
    markSent: (id, at) =>
      withBackend(async (b) => {
        await b.db
          .updateTable('submissions')
          .set((eb) => ({ delivery_state: 'sent', sent_at: at.toISOString(), attempts: eb('attempts', '+', 1), last_error: null, lease_until: null }))
          .where('id', '=', id)
          .execute();
      }),
    markFailed: (id, error, nextAttempt) =>
      withBackend(async (b) => {
        await b.db
          .updateTable('submissions')
          .set((eb) => ({ attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), next_attempt_at: nextAttempt.toISOString(), lease_until: null }))
          .where('id', '=', id)
          .execute();
      }),
    markUndeliverable: (id, error) =>
      withBackend(async (b) => {
        await b.db
          .updateTable('submissions')
          .set((eb) => ({ delivery_state: 'failed', attempts: eb('attempts', '+', 1), last_error: error.slice(0, 500), lease_until: null }))
          .where('id', '=', id)
          .execute();
      }),
    async ready() {
      const b = await current();
      if (!b) return false;
      // A committed write, not a rolled-back one: only a commit reaches the disk (or the database server's), so only it proves they take writes.
      const beat = new Date().toISOString();
      const write = b.db
        .insertInto('storage_heartbeat')
        .values({ id: 1, beat_at: beat })
        .onConflict((oc) => oc.column('id').doUpdateSet({ beat_at: beat }))
        .execute()
        .then(() => b.hasRoom());
      // A database host that vanished without closing its connections would hold the answer for the whole statement timeout.
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), readyTimeoutMs)));
      return Promise.race([write, late])
        .catch(() => false)
        .finally(() => clearTimeout(timer));
    },
    async close() {
      closed = true;
      if (pending.length) await flush();
      await Promise.all(flushing);
      const b = backend ?? (await opening);
      backend = null;
      await b?.close();
    },
  };
}

/** The message only: a driver's error object may carry its connection settings. A refused `localhost` is an AggregateError with an empty message. */
function errorMessage(error: unknown): string {
  if (error instanceof AggregateError && !error.message) return error.errors.map(errorMessage).join('; ');
  return error instanceof Error ? error.message : String(error);
}
