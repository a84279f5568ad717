import { PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { DatabaseConfig } from '../config.server';
import type { Backend } from './backend.server';
import { openMigrated } from './schema.server';

const timestamptzOid = pg.types.builtins.TIMESTAMPTZ;
const parseTimestamptz = pg.types.getTypeParser(timestamptzOid) as (value: string) => Date;

/** The URL with its password replaced, for logs and error messages. */
export function redactDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.href;
  } catch {
    return 'an unreadable DATABASE_URL';
  }
}

/** Settings for a pg pool; the rate limiter's pool uses them too. */
export function poolConfig(database: DatabaseConfig, max: number): pg.PoolConfig {
  return {
    connectionString: database.url,
    max,
    connectionTimeoutMillis: database.connectTimeoutMs,
    // The server gives up on a statement, and the client on an answer that never comes (a host that vanished without a reset).
    statement_timeout: database.statementTimeoutMs,
    query_timeout: database.statementTimeoutMs + database.connectTimeoutMs,
    keepAlive: true,
    allowExitOnIdle: true,
    application_name: 'ledgerline-site',
  };
}

/**
 * PostgreSQL at DATABASE_URL. A commit is durable when it returns (the
 * server's default synchronous_commit). The pool reconnects by itself, so a
 * database that comes back is used again without a restart.
 */
export async function openPostgresBackend(database: DatabaseConfig, logger: Logger): Promise<Backend> {
  const location = redactDatabaseUrl(database.url);
  const pool = new pg.Pool({
    ...poolConfig(database, database.poolMax),
    types: {
      getTypeParser: ((oid, format) =>
        oid === timestamptzOid ? (value: string) => parseTimestamptz(value).toISOString() : (pg.types.getTypeParser(oid, format) as unknown)) satisfies typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server drops (a restart, a failover) is reported here; without a listener it would end the process.
  pool.on('error', (error) => logger.warn({ err: { message: error.message }, database: location }, 'an idle database connection was closed'));
  const db = await openMigrated(new PostgresDialect({ pool }), 'postgres');
  return {
    db,
    dialect: 'postgres',
    location,
    hasRoom: () => true,
    // Each claim is one statement whose row locks (FOR UPDATE SKIP LOCKED) keep other replicas off the same rows.
    exclusive: (fn) => fn(db),
    // A deleted row is gone for every query at once; its bytes wait for autovacuum, as the Privacy Policy says.
    forgetDeleted: async () => {},
    close: () => db.destroy(),
  };
}
