import { createRequire } from 'node:module';
import path from 'node:path';
import type { IncomingMessage } from 'node:http';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import pg from 'pg';
import type { Logger } from 'pino';
import { migrate } from 'postgres-migrations';
import type { DatabaseConfig } from '../config.server';
import { poolConfig } from '../storage/postgres-backend.server';
import { clientLimit, type ClientLimit } from '../http/client-limit.server';

const storeMigrations = path.join(path.dirname(createRequire(import.meta.url).resolve('@acpr/rate-limit-postgresql')), 'migrations');

/**
 * The shared count of @acpr/rate-limit-postgresql: its schema and SQL
 * functions (its migrations), so the limit counts posts to every replica.
 * Its store class is not used: its constructor runs the migrations again on a
 * connection of its own without waiting for them, catching their failure or
 * listening for that connection's errors, so a database that refused the
 * connection, or stopped while it was open (the moment after a replica's
 * first post), ended the process. The migrations run here, awaited;
 * postgres-migrations holds an advisory lock meanwhile, so replicas starting
 * together apply them once. The three calls the store needs are the
 * library's functions, on a pool whose errors are logged. Until the
 * migrations have run, and whenever the database fails, the limiter lets
 * posts through to the form handler, which answers 503 while storage is down.
 */
class SharedCountStore implements Store {
  private opening: Promise<CountQueries> | null = null;
  private options?: Options;

  constructor(
    private readonly database: DatabaseConfig,
    private readonly logger: Logger,
  ) {}

  init(options: Options): void {
    this.options = options;
  }

  private open(): Promise<CountQueries> {
    this.opening ??= (async () => {
      const config = poolConfig(this.database, 2);
      const client = new pg.Client(config);
      // A connection the server drops between statements is reported here; the awaited query reports it too.
      client.on('error', () => undefined);
      await client.connect();
      try {
        await migrate({ client }, storeMigrations, { logger: () => undefined });
      } finally {
        await client.end();
      }
      // express-rate-limit calls init() when the limiter is created, before any request is counted.
      if (!this.options) throw new Error('the rate-limit store was used before init()');
      const pool = new pg.Pool(config);
      pool.on('error', (error) => this.logger.warn({ err: { message: error.message } }, 'an idle rate-limit database connection was closed'));
      return countQueries(pool, this.options.windowMs);
    })().catch((error: unknown) => {
      this.opening = null;
      throw error;
    });
    return this.opening;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    return (await this.open()).increment(key);
  }

  async decrement(key: string): Promise<void> {
    await (await this.open()).decrement(key);
  }

  async resetKey(key: string): Promise<void> {
    await (await this.open()).resetKey(key);
  }
}

interface CountQueries {
  increment(key: string): Promise<ClientRateLimitInfo>;
  decrement(key: string): Promise<void>;
  resetKey(key: string): Promise<void>;
}

/** One count for all the forms ('forms'), every replica adding to it: the library's aggregated functions. */
const countPrefix = 'forms';

function countQueries(pool: pg.Pool, windowMs: number): CountQueries {
  return {
    async increment(key) {
      const { rows } = await pool.query<{ count: number; expires_at: Date }>('SELECT * FROM rate_limit.agg_increment($1, $2, $3) AS (count int, expires_at timestamptz)', [
        key,
        countPrefix,
        windowMs,
      ]);
      return { totalHits: rows[0]?.count ?? 0, resetTime: rows[0]?.expires_at };
    },
    async decrement(key) {
      await pool.query('SELECT * FROM rate_limit.agg_decrement($1, $2)', [key, countPrefix]);
    },
    async resetKey(key) {
      await pool.query('SELECT * FROM rate_limit.agg_reset_key($1, $2)', [key, countPrefix]);
    },
  };
}

/** The forms' limit: a limiter on a bare request (client-limit.server.ts). */
export type FormRateLimit = ClientLimit;

/** What a post past the limit raises instead of an answer, so each door answers it in the post's own protocol (JSON, the short page, the page with the values kept). */
export const tooManySubmissions = (): Error => Object.assign(new Error('too many submissions'), { status: 429 });

/**
 * Per-IP limit shared by every form endpoint (JSON and no-JavaScript posts
 * alike): counted in PostgreSQL across replicas when DATABASE_URL is set, in
 * this process's memory otherwise. It runs where requests come in, before the
 * Express app (form-post-gate.server.ts).
 */
export function formRateLimit(
  opts: { limit: number; windowMs: number },
  clientAddress: (req: IncomingMessage) => string,
  shared?: { database: DatabaseConfig; logger: Logger },
): FormRateLimit {
  return clientLimit({
    ...opts,
    clientAddress,
    store: shared && new SharedCountStore(shared.database, shared.logger),
    refuse: (_req, _res, next) => next(tooManySubmissions()),
  });
}
