import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import { type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';
import { freePort } from '../../scripts/lib/ports';
import { startOutbox, type Outbox } from '../../server/mail/outbox.server';
import { createReminderSender, type DeadlinesFor } from '../../server/reminders/reminder-sender.server';
import { createReminders, type Reminders } from '../../server/reminders/reminders.server';
import { openMessageStore, type MessageStore } from '../../server/storage/message-store.server';
import { openStoreInWorker } from '../../server/storage/store-in-worker.server';
import type { FactChange } from '../../shared/content/types';
import { clusterForSuite, databaseConfig, freshDatabase } from './postgres-cluster';
import { must } from './must';
import { queryRows } from './psql';
import { readRawMail } from './raw-mail';
import { startSmtpSink, type Delivered, type SmtpSink, type SmtpSinkOptions } from './smtp-sink';

const workerFile = new URL(`file://${path.resolve('dist/server/storage-worker.js')}`);
const logger = pino({ level: process.env.TEST_LOG ?? 'silent' });
export const siteUrl = 'https://www.firm.test';

type Row = Record<string, unknown>;

/** Where the sign-ups are, read through a connection of the test's own. */
export interface ReminderBackend {
  name: string;
  open(): MessageStore;
  /** The environment `npm run inbox` reads this storage with. */
  inboxEnv: Record<string, string>;
  /** Rows of a query of the test's own (plain SQL both databases read the same). */
  rows<T extends Row>(query: string): Promise<T[]>;
}

export function sqliteBackend(): ReminderBackend {
  const dir = mkdtempSync(path.join(tmpdir(), 'reminders-'));
  return {
    name: 'SQLite',
    // As the server runs SQLite: in a worker thread, so two replicas on one file wait for each other's locks without blocking each other.
    open: () => openStoreInWorker(workerFile, { dataDir: dir, deliver: true, logger }, { logLevel: 'silent', env: 'test' }),
    inboxEnv: { DATA_DIR: dir },
    async rows<T extends Row>(query: string) {
      const db = new Database(path.join(dir, 'site.db'), { readonly: true });
      try {
        return db.prepare(query).all() as T[];
      } finally {
        db.close();
      }
    },
  };
}

let databases = 0;
export async function postgresBackend(cluster: ThrowawayPostgres): Promise<ReminderBackend> {
  const url = await freshDatabase(cluster, `reminders_${++databases}`);
  return {
    name: 'PostgreSQL',
    open: () => openMessageStore({ dataDir: '/nonexistent', database: databaseConfig(url), deliver: true, logger }),
    inboxEnv: { DATABASE_URL: url, DATA_DIR: '/nonexistent' },
    rows: async <T extends Row>(query: string) => queryRows<T>(url, query),
  };
}

export interface Replica {
  store: MessageStore;
  reminders: Reminders;
  outbox: Outbox;
}

/**
 * Two replicas on one database, each with its store, its outbox and its
 * reminders, on one clock the test moves. The calendar and the changes are the
 * test's: a fixed list, or the real calendar, and a list the test may add to;
 * the site's hourly ceiling of confirmations is 200 unless the test says.
 */
export async function twoReplicas(
  backend: ReminderBackend,
  calendar: { deadlines: DeadlinesFor; changes?: readonly FactChange[]; confirmationsPerHour?: number },
  sink: SmtpSinkOptions = {},
) {
  let now = new Date('2026-11-26T09:00:00Z');
  const clock = () => now;
  const delivered: Delivered[] = [];
  const smtp: SmtpSink = await startSmtpSink(await freePort(), delivered, sink);
  // One after the other: the first migrates the database (SQLite's migrator takes no lock; PostgreSQL's does).
  const stores: MessageStore[] = [];
  for (let i = 0; i < 2; i++) {
    const store = backend.open();
    stores.push(store);
    expect(await store.ready()).toBe(true);
  }
  const from = 'Firm <reminders@firm.test>';
  const replicas = stores.map((store): Replica => {
    const reminders = createReminders({ store, siteUrl, confirmationsPerHour: calendar.confirmationsPerHour ?? 200, now: clock });
    const sender = createReminderSender({ store, deadlines: calendar.deadlines, changes: calendar.changes ?? [], links: () => reminders.links(), from, siteName: 'Firm', siteUrl, logger });
    const outbox = startOutbox({ store, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from, to: 'inbox@firm.test', siteName: 'Firm', logger, pollMs: 60_000, now: clock, reminders: sender });
    return { store, reminders, outbox };
  });
  const [a, b] = replicas as [Replica, Replica];
  return {
    a,
    b,
    setNow(iso: string) {
      now = new Date(iso);
    },
    /** Every mail the sink took, to any address. */
    delivered,
    /** Both outboxes pass over the database at once, twice. */
    async drainBoth() {
      await Promise.all([a.outbox.drain(), b.outbox.drain()]);
      await Promise.all([a.outbox.drain(), b.outbox.drain()]);
    },
    mailsTo: (address: string) => delivered.filter((d) => d.rcptTo.some((to) => to.toLowerCase() === address.toLowerCase())).map((d) => readRawMail(d.raw)),
    async close() {
      for (const r of replicas) await r.outbox.stop();
      for (const r of replicas) await r.store.close();
      await smtp.close();
    },
  };
}

export type ReminderReplicas = Awaited<ReturnType<typeof twoReplicas>>;

/** The query of the first link to `pathname` on the site in a mail's text. */
export const linkIn = (text: string, pathname: string) => {
  const match = new RegExp(`${siteUrl.replace(/\./g, '\\.')}${pathname}\\?\\S+`).exec(text);
  if (!match) throw new Error(`no ${pathname} link in:\n${text}`);
  return Object.fromEntries(new URL(match[0]).searchParams);
};

/**
 * The same tests on each backend a deployment may run: SQLite, and PostgreSQL in a throwaway cluster the suite
 * starts once. `body` makes a fresh backend with `makeBackend` for each test that needs one.
 */
export function describeOnEachBackend(title: string, body: (makeBackend: () => Promise<ReminderBackend>, name: string) => void): void {
  let cluster: ThrowawayPostgres | undefined;
  beforeAll(async () => {
    cluster = await clusterForSuite();
  }, 60_000);
  afterAll(() => cluster?.stop());
  const backends: Array<[string, () => Promise<ReminderBackend>]> = [
    ['SQLite', async () => sqliteBackend()],
    ['PostgreSQL', () => postgresBackend(must(cluster, 'the suite’s PostgreSQL cluster'))],
  ];
  describe.each(backends)(title, (name, makeBackend) => body(makeBackend, name));
}
