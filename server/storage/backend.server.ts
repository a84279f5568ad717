import type { Kysely } from 'kysely';
import type { Dialect, StorageSchema } from './schema.server';

/** What differs between SQLite and PostgreSQL; every query is shared (message-store.server.ts). */
export interface Backend {
  db: Kysely<StorageSchema>;
  dialect: Dialect;
  /** Where the messages live, without credentials: safe to log. */
  location: string;
  /** Room for the next message beyond what a committed write proves (SQLite's size cap, free disk, a writable folder). */
  hasRoom(): boolean;
  /** Runs fn so that no other writer can claim the same outbox rows meanwhile. */
  exclusive<T>(fn: (db: Kysely<StorageSchema>) => Promise<T>): Promise<T>;
  /**
   * After a deletion the Privacy Policy promises (an unsubscribe, an unconfirmed
   * sign-up's expiry): makes the deleted rows unreadable in the database's own
   * files, as far as this backend can (SQLite: the WAL checkpointed and
   * truncated; PostgreSQL: autovacuum's, see the Privacy Policy).
   */
  forgetDeleted(): Promise<void>;
  close(): Promise<void>;
}
