import { accessSync, constants as fsConstants, mkdirSync, statfsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { SqliteDialect, sql } from 'kysely';
import type { Backend } from './backend.server';
import { openMigrated } from './schema.server';

export interface SqliteLimits {
  /** Largest the database may grow; a write beyond it fails as "storage unavailable" (503), never a false success. */
  maxBytes?: number;
  /** Free disk space below which the store reports itself not ready. */
  minFreeBytes?: number;
}

// Pages a few more messages need: "ready" means a visitor's message would fit.
const headroomPages = 8;

/**
 * SQLite in DATA_DIR, WAL mode with synchronous=FULL: a commit is on disk
 * before it returns, so a success answered to a visitor survives a crash or
 * kill. The file is capped (max_page_count): when the cap or a full disk
 * stops a write, the write fails and the visitor is told, never a false success.
 * Deleted rows are zeroed (secure_delete), and forgetDeleted checkpoints and
 * truncates the WAL, whose older frames still hold the pages as they were.
 */
export async function openSqliteBackend(dataDir: string, limits: SqliteLimits): Promise<Backend> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'site.db');
  const raw = new Database(file);
  try {
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = FULL');
    raw.pragma('busy_timeout = 5000');
    // Deleted means deleted: SQLite zeroes a deleted row's bytes in its page (and freed pages) instead of
    // leaving them until the space is reused, so an unsubscribed address cannot be read back from site.db.
    raw.pragma('secure_delete = ON');
    if (limits.maxBytes) {
      const pageSize = raw.pragma('page_size', { simple: true }) as number;
      raw.pragma(`max_page_count = ${Math.max(1, Math.floor(limits.maxBytes / pageSize))}`);
    }
  } catch (error) {
    raw.close();
    throw error;
  }
  const db = await openMigrated(new SqliteDialect({ database: raw }), 'sqlite');

  return {
    db,
    dialect: 'sqlite',
    location: file,
    hasRoom() {
      // A folder that became read-only (a volume remounted ro) refuses new files even to root.
      try {
        accessSync(dataDir, fsConstants.W_OK);
      } catch {
        return false;
      }
      const used = raw.pragma('page_count', { simple: true }) as number;
      const max = raw.pragma('max_page_count', { simple: true }) as number;
      if (used + headroomPages > max) return false;
      if (!limits.minFreeBytes) return true;
      const disk = statfsSync(dataDir);
      return disk.bavail * disk.bsize >= limits.minFreeBytes;
    },
    // One writer at a time: the write lock is taken at BEGIN, so nothing can claim the same rows in between.
    exclusive: (fn) =>
      db.connection().execute(async (conn) => {
        await sql`BEGIN IMMEDIATE`.execute(conn);
        try {
          const result = await fn(conn);
          await sql`COMMIT`.execute(conn);
          return result;
        } catch (error) {
          await sql`ROLLBACK`.execute(conn).catch(() => undefined);
          throw error;
        }
      }),
    // Through Kysely, so it waits for any transaction on the one connection; TRUNCATE leaves a WAL of zero bytes.
    forgetDeleted: async () => {
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
    },
    close: () => db.destroy(),
  };
}
