import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import { freePort, type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';
import { startOutbox, type Outbox } from '../../server/mail/outbox.server';
import { createReminderSender, type DeadlinesFor } from '../../server/reminders/reminder-sender.server';
import { createReminders, type Reminders } from '../../server/reminders/reminders.server';
import { openMessageStore, type MessageStore } from '../../server/storage/message-store.server';
import { openStoreInWorker } from '../../server/storage/store-in-worker.server';
import type { Deadline } from '../../shared/tools/calendar-inputs';
import { clusterForSuite, databaseConfig, freshDatabase } from '../support/postgres-cluster';
import { queryRows } from '../support/psql';
import { readRawMail } from '../support/raw-mail';
import { startSmtpSink, type Delivered, type SmtpSink } from '../support/smtp-sink';

const workerFile = new URL(`file://${path.resolve('dist/server/storage-worker.js')}`);
const logger = pino({ level: process.env.TEST_LOG ?? 'silent' });
const siteUrl = 'https://www.firm.test';
const day = 24 * 60 * 60 * 1000;
const inputs = { entity: 'c-corp', state: 'DE', formed: '2024-05-01', foreign: 0, fye: 12, contractors: 1, employees: 0 };

const deadline = (id: string, date: string): Deadline => ({
  id,
  rule: 'de-franchise-tax-annual-report',
  date,
  title: `Filing ${id}`,
  authority: 'Delaware Division of Corporations',
  amount: 400,
  penalty: '$200 and 1.5% a month',
  source: 'https://corp.delaware.gov/frtax/',
  asOf: '2026-11-01',
  service: '/usa-company-formation',
});
// A fake calendar: two deadlines, whatever the company.
const calendar: DeadlinesFor = () => [deadline('soon', '2026-12-20'), deadline('de-franchise-2027', '2027-03-01'), deadline('form-1120-2027', '2027-04-15')];

/** Where the sign-ups are, read through a connection of the test's own. */
interface Backend {
  name: string;
  open(): MessageStore;
  signups(): Promise<Array<{ id: number; email: string; confirmed_at: string | null }>>;
}

let cluster: ThrowawayPostgres;
beforeAll(async () => {
  cluster = await clusterForSuite();
}, 60_000);
afterAll(() => cluster?.stop());

async function sqlite(): Promise<Backend> {
  const dir = mkdtempSync(path.join(tmpdir(), 'reminders-'));
  return {
    name: 'SQLite',
    // As the server runs SQLite: in a worker thread, so two replicas on one file wait for each other's locks without blocking each other.
    open: () => openStoreInWorker(workerFile, { dataDir: dir, deliver: true, logger }, { logLevel: 'silent', env: 'test' }),
    async signups() {
      const db = new Database(path.join(dir, 'site.db'), { readonly: true });
      try {
        return db.prepare('SELECT id, email, confirmed_at FROM reminder_signups ORDER BY id').all() as Array<{ id: number; email: string; confirmed_at: string | null }>;
      } finally {
        db.close();
      }
    },
  };
}

let databases = 0;
async function postgres(): Promise<Backend> {
  const url = await freshDatabase(cluster, `reminders_${++databases}`);
  return {
    name: 'PostgreSQL',
    open: () => openMessageStore({ dataDir: '/nonexistent', database: databaseConfig(url), deliver: true, logger }),
    signups: async () => queryRows(url, 'SELECT id, email, confirmed_at FROM reminder_signups ORDER BY id'),
  };
}

/** Two replicas on one database, each with its store, its outbox and its reminders, on one clock the test moves. */
async function twoReplicas(backend: Backend) {
  let now = new Date('2026-11-26T09:00:00Z');
  const clock = () => now;
  const delivered: Delivered[] = [];
  const smtp: SmtpSink = await startSmtpSink(await freePort(), delivered);
  // One after the other: the first migrates the database (SQLite's migrator takes no lock; PostgreSQL's does).
  const stores: MessageStore[] = [];
  for (let i = 0; i < 2; i++) {
    stores.push(backend.open());
    expect(await stores[i].ready()).toBe(true);
  }
  const replicas = stores.map((store) => {
    const reminders = createReminders({ store, siteUrl, now: clock });
    const outbox = startOutbox({
      store,
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      from: 'Firm <reminders@firm.test>',
      to: 'inbox@firm.test',
      siteName: 'Firm',
      logger,
      pollMs: 60_000,
      now: clock,
      reminders: createReminderSender({ store, deadlines: calendar, changes: [], links: () => reminders.links(), from: 'Firm <reminders@firm.test>', siteName: 'Firm', siteUrl, logger }),
    });
    return { store, reminders, outbox };
  });
  const [a, b] = replicas as [{ store: MessageStore; reminders: Reminders; outbox: Outbox }, { store: MessageStore; reminders: Reminders; outbox: Outbox }];
  return {
    a,
    b,
    setNow(iso: string) {
      now = new Date(iso);
    },
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

const linkIn = (text: string, pathname: string) => {
  const match = new RegExp(`${siteUrl.replace(/\./g, '\\.')}${pathname}\\?\\S+`).exec(text);
  if (!match) throw new Error(`no ${pathname} link in:\n${text}`);
  return Object.fromEntries(new URL(match[0]).searchParams);
};

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', postgres],
])('deadline reminders on %s', (_name, makeBackend) => {
  let backend: Backend;
  let site: Awaited<ReturnType<typeof twoReplicas>>;
  beforeEach(async () => {
    backend = await makeBackend();
    site = await twoReplicas(backend);
  });
  afterEach(() => site.close());

  it('sends one confirmation, nothing else before it is confirmed, and each due reminder once across two outboxes until unsubscribed', async () => {
    // Signed up 24 days before the first deadline (its 30-day reminder already due), asked twice: one confirmation.
    expect(await site.a.reminders.signUp({ email: 'Founder@Example.com', ...inputs })).toEqual({ ok: true });
    expect(await site.b.reminders.signUp({ email: 'founder@example.com', ...inputs, state: 'WY' })).toEqual({ ok: true });
    await site.drainBoth();
    site.setNow('2026-11-27T08:00:00Z');
    await site.drainBoth();
    const [confirmation, ...others] = site.mailsTo('Founder@Example.com');
    expect(others).toHaveLength(0);
    expect(confirmation.header('List-Unsubscribe')).toEqual([]);
    const confirmLink = linkIn(confirmation.text, '/tools/reminders/confirm');

    // Confirmed within the link's 48 hours, once; the due reminder then goes out, once.
    expect(await site.a.reminders.confirm(confirmLink)).toBe(true);
    expect(await site.b.reminders.confirm(confirmLink)).toBe(false);
    await site.drainBoth();
    const reminders = site.mailsTo('Founder@Example.com').slice(1);
    expect(reminders).toHaveLength(1);
    const [reminder] = reminders;
    expect(reminder.header('Subject')).toEqual(['Due 2026-12-20: Filing soon']);
    expect(reminder.text).toContain('23 days away');
    const listUnsubscribe = reminder.header('List-Unsubscribe')[0]?.trim();
    expect(listUnsubscribe).toMatch(/^<https:\/\/www\.firm\.test\/tools\/reminders\/unsubscribe\?r=\d+&s=[\w-]+>$/);
    expect(reminder.header('List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);

    // The next day, nothing; the 7-day day, one more; the next deadline's 30-day day, one more.
    site.setNow('2026-11-28T09:00:00Z');
    await site.drainBoth();
    expect(site.mailsTo('Founder@Example.com')).toHaveLength(2);
    site.setNow('2026-12-13T09:00:00Z');
    await site.drainBoth();
    await site.drainBoth();
    expect(site.mailsTo('Founder@Example.com')).toHaveLength(3);
    expect(site.mailsTo('Founder@Example.com')[2].text).toContain('7 days away');
    site.setNow('2027-01-30T09:00:00Z');
    await site.drainBoth();
    expect(site.mailsTo('Founder@Example.com')).toHaveLength(4);
    expect(site.mailsTo('Founder@Example.com')[3].header('Subject')).toEqual(['Due 2027-03-01: Filing de-franchise-2027']);

    // Unsubscribed: the address and its inputs are gone at once, and no reminder comes again.
    const unsubscribeLink = Object.fromEntries(new URL(listUnsubscribe.slice(1, -1)).searchParams);
    expect(await site.b.reminders.unsubscribe(unsubscribeLink)).toBe(true);
    expect(await backend.signups()).toEqual([]);
    site.setNow('2027-02-22T09:00:00Z');
    await site.drainBoth();
    site.setNow('2027-04-08T09:00:00Z');
    await site.drainBoth();
    expect(site.mailsTo('Founder@Example.com')).toHaveLength(4);
  });

  it('expires a confirmation link, and deletes a sign-up nobody confirmed after 7 days', async () => {
    await site.a.reminders.signUp({ email: 'late@example.com', ...inputs });
    await site.drainBoth();
    const link = linkIn(site.mailsTo('late@example.com')[0].text, '/tools/reminders/confirm');
    expect(await site.a.reminders.confirmLinkLooksValid(link)).toBe(true);
    // A link with another expiry is not signed.
    expect(await site.a.reminders.confirm({ ...link, e: String(Number(link.e) + day) })).toBe(false);

    site.setNow('2026-11-28T09:00:01Z');
    expect(await site.a.reminders.confirmLinkLooksValid(link)).toBe(false);
    expect(await site.a.reminders.confirm(link)).toBe(false);
    expect((await backend.signups()).map((s) => s.confirmed_at)).toEqual([null]);

    site.setNow('2026-12-03T08:59:00Z');
    await site.drainBoth();
    expect(await backend.signups()).toHaveLength(1);
    site.setNow('2026-12-03T09:00:01Z');
    await site.drainBoth();
    expect(await backend.signups()).toEqual([]);
    expect(site.mailsTo('late@example.com')).toHaveLength(1);
  });

  it('sends one address at most one confirmation a day and three in all, however often it is signed up', async () => {
    for (let i = 0; i < 5; i++) await (i % 2 ? site.a : site.b).reminders.signUp({ email: 'victim@example.com', ...inputs });
    await site.drainBoth();
    expect(site.mailsTo('victim@example.com')).toHaveLength(1);
    for (const at of ['2026-11-26T20:00:00Z', '2026-11-27T09:00:00Z', '2026-11-27T10:00:00Z', '2026-11-28T09:00:00Z', '2026-11-29T09:00:00Z', '2026-11-30T09:00:00Z']) {
      site.setNow(at);
      await Promise.all([site.a.reminders.signUp({ email: 'victim@example.com', ...inputs }), site.b.reminders.signUp({ email: 'victim@example.com', ...inputs })]);
      await site.drainBoth();
    }
    const mails = site.mailsTo('victim@example.com');
    expect(mails).toHaveLength(3);
    // Only the newest link works.
    const [first, , newest] = mails.map((m) => linkIn(m.text, '/tools/reminders/confirm'));
    site.setNow('2026-11-28T10:00:00Z');
    expect(await site.a.reminders.confirm(first)).toBe(false);
    expect(await site.a.reminders.confirm(newest)).toBe(true);
  });
});
