import { accessSync, constants as fsConstants, mkdirSync, statfsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ContactMessage, SupportQuery } from '../../shared/forms/schemas';
import { migrate } from './migrations.server';
import type { StoreOptions } from './message-store.server';

export type DeliveryState = 'pending' | 'sent' | 'not-configured';

export interface Submission {
  id: number;
  kind: 'contact' | 'query';
  email: string;
  name: string | null;
  phone: string | null;
  category: string | null;
  subject: string | null;
  body: string;
  created_at: string;
  delivery_state: DeliveryState;
  attempts: number;
  next_attempt_at: string | null;
  last_error: string | null;
  sent_at: string | null;
}

export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Message storage is unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}

export interface SubmissionStore {
  /** Resolves with the row id once the row is committed to disk. */
  addContact(message: ContactMessage): Promise<number>;
  addQuery(query: SupportQuery): Promise<number>;
  list(limit?: number): Submission[];
  /** Pending rows whose next attempt is due, oldest first. */
  due(now: Date, limit: number): Submission[];
  markSent(id: number, at: Date): void;
  markFailed(id: number, error: string, nextAttempt: Date): void;
  /** Writable and answering: used by /readyz. */
  healthy(): boolean;
  close(): void;
}

// Pages a few more messages need: "ready" means a visitor's message would fit.
const headroomPages = 8;

/**
 * SQLite in WAL mode with synchronous=FULL: a row is on disk before the
 * insert returns, so a success answered to a visitor survives a crash or kill.
 * The database is capped (max_page_count): when the cap or a full disk stops a
 * write, the insert fails and the visitor is told, never a false success.
 */
export function openSubmissionStore(dataDir: string, opts: StoreOptions): SubmissionStore {
  mkdirSync(dataDir, { recursive: true });
  const db = new Database(path.join(dataDir, 'site.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  if (opts.maxBytes) db.pragma(`max_page_count = ${Math.max(1, Math.floor(opts.maxBytes / pageSize))}`);
  const hasRoom = () => {
    // A folder that became read-only (a volume remounted ro) refuses new files even to root.
    try {
      accessSync(dataDir, fsConstants.W_OK);
    } catch {
      return false;
    }
    const used = db.pragma('page_count', { simple: true }) as number;
    const max = db.pragma('max_page_count', { simple: true }) as number;
    if (used + headroomPages > max) return false;
    if (!opts.minFreeBytes) return true;
    const disk = statfsSync(dataDir);
    return disk.bavail * disk.bsize >= opts.minFreeBytes;
  };

  const initialState: DeliveryState = opts.deliver ? 'pending' : 'not-configured';
  const insert = db.prepare(
    `INSERT INTO submissions (kind, email, name, phone, category, subject, body, created_at, delivery_state, next_attempt_at)
     VALUES (@kind, @email, @name, @phone, @category, @subject, @body, @created_at, @state, @created_at)`,
  );
  const addMany = db.transaction((rows: Array<Record<string, string | null>>) =>
    rows.map((row) => Number(insert.run({ ...row, state: initialState }).lastInsertRowid)),
  );

  // Group commit: rows that arrive in the same turn of the event loop share one
  // transaction and one fsync, so a burst of posts does not stall every request.
  let pending: Array<{ row: Record<string, string | null>; resolve: (id: number) => void; reject: (error: Error) => void }> = [];
  const flush = () => {
    const batch = pending;
    pending = [];
    try {
      const ids = addMany(batch.map((p) => p.row));
      batch.forEach((p, i) => p.resolve(ids[i]));
    } catch (error) {
      const failure = new StorageUnavailableError(error);
      for (const p of batch) p.reject(failure);
    }
  };
  const write = (row: Record<string, string | null>) =>
    new Promise<number>((resolve, reject) => {
      if (pending.push({ row, resolve, reject }) === 1) setImmediate(flush);
    });

  const listStmt = db.prepare('SELECT * FROM submissions ORDER BY created_at DESC, id DESC LIMIT ?');
  const dueStmt = db.prepare(
    "SELECT * FROM submissions WHERE delivery_state = 'pending' AND next_attempt_at <= ? ORDER BY id LIMIT ?",
  );
  const sentStmt = db.prepare("UPDATE submissions SET delivery_state = 'sent', sent_at = ?, attempts = attempts + 1, last_error = NULL WHERE id = ?");
  const failedStmt = db.prepare('UPDATE submissions SET attempts = attempts + 1, last_error = ?, next_attempt_at = ? WHERE id = ?');

  return {
    addContact: (m) =>
      write({ kind: 'contact', email: m.email, name: m.name, phone: m.phone, category: null, subject: null, body: m.comment, created_at: new Date().toISOString() }),
    addQuery: (q) =>
      write({ kind: 'query', email: q.email, name: null, phone: null, category: q.category, subject: q.subject, body: q.description, created_at: new Date().toISOString() }),
    list: (limit = 100) => listStmt.all(limit) as Submission[],
    due: (now, limit) => dueStmt.all(now.toISOString(), limit) as Submission[],
    markSent: (id, at) => void sentStmt.run(at.toISOString(), id),
    markFailed: (id, error, next) => void failedStmt.run(error.slice(0, 500), next.toISOString(), id),
    healthy: () => {
      try {
        db.prepare('SELECT 1').get();
        db.exec('BEGIN IMMEDIATE; ROLLBACK');
        return hasRoom();
      } catch {
        return false;
      }
    },
    close: () => {
      if (pending.length) flush();
      db.close();
    },
  };
}
