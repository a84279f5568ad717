import type Database from 'better-sqlite3';

/** Ordered, append-only. Each runs once, in a transaction, and is recorded in schema_migrations. */
const migrations: Array<{ version: number; name: string; sql: string }> = [
  {
    version: 1,
    name: 'submissions',
    sql: `
      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('contact', 'query')),
        email TEXT NOT NULL,
        name TEXT,
        phone TEXT,
        category TEXT,
        subject TEXT,
        body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        delivery_state TEXT NOT NULL CHECK (delivery_state IN ('pending', 'sent', 'not-configured')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at TEXT,
        last_error TEXT,
        sent_at TEXT
      );
      CREATE INDEX submissions_outbox ON submissions (delivery_state, next_attempt_at);
      CREATE INDEX submissions_created ON submissions (created_at);
    `,
  },
];

export function migrate(db: Database.Database): number[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)');
  const applied = new Set(db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]);
  const ran: number[] = [];
  for (const m of migrations) {
    if (applied.has(m.version)) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(m.version, m.name, new Date().toISOString());
    })();
    ran.push(m.version);
  }
  return ran;
}

export const latestSchemaVersion = migrations[migrations.length - 1].version;
