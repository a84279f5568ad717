import pino from 'pino';
import { openMessageStore, type MessageStore } from '../../server/storage/message-store.server';
import { startOutbox } from '../../server/mail/outbox.server';
import { type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';
import { freePort } from '../../scripts/lib/ports';
import { startSmtpSink, type Delivered } from '../support/smtp-sink';
import { clusterForSuite, databaseConfig, freshDatabase } from '../support/postgres-cluster';
import { queryRows } from '../support/psql';
import { runInbox } from '../support/run-inbox';
import { firstItems } from '../support/must';

const logger = pino({ level: 'silent' });
const contact = (i: number) => ({ name: `Person ${i}`, email: `p${i}@example.com`, phone: '+1 555 0100', comment: `Message number ${i}.` });

let cluster: ThrowawayPostgres;
beforeAll(async () => {
  cluster = await clusterForSuite();
});
afterAll(() => cluster?.stop());

const stores: MessageStore[] = [];
const openStore = (url: string, deliver = true) => {
  const store = openMessageStore({ dataDir: '/nonexistent', database: databaseConfig(url), deliver, logger });
  stores.push(store);
  return store;
};
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

describe('PostgreSQL message storage', () => {
  it('migrates a fresh database once when two replicas start together', async () => {
    const url = await freshDatabase(cluster, 'two_starts');
    const [a, b] = [openStore(url), openStore(url)];
    expect(await Promise.all([a.ready(), b.ready()])).toEqual([true, true]);
    const applied = queryRows<{ name: string }>(url, 'SELECT name FROM kysely_migration');
    expect(applied.map((m) => m.name).sort()).toEqual([
      '0001_submissions',
      '0002_idempotency_leases_heartbeat',
      '0003_idempotency_key_per_form',
      '0004_reminders',
      '0005_change_alerts',
      '0006_failed_mail_and_bounces',
      '0007_bookings',
      '0008_booking_mails',
    ]);
    const [ida, idb] = await Promise.all([a.addContact(contact(1)), b.addContact(contact(2))]);
    expect(ida).not.toBe(idb);
  });

  it('keeps one row per idempotency key across replicas posting the same key at once', async () => {
    const url = await freshDatabase(cluster, 'idempotency');
    const [a, b] = [openStore(url, false), openStore(url, false)];
    const ids = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).addContact(contact(1), 'same-key')));
    expect(new Set(ids).size).toBe(1);
    expect(await a.addContact(contact(99))).not.toBe(ids[0]);
    const rows = await a.list(100);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.idempotency_key === 'same-key')).toHaveLength(1);
    // Timestamps read back as ISO strings, as from SQLite.
    expect(rows[0]?.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("e-mails each stored message exactly once with two outboxes on one database, and a dead replica's claim after its lease", async () => {
    const url = await freshDatabase(cluster, 'outbox');
    const delivered: Delivered[] = [];
    const smtpPort = await freePort();
    const smtp = await startSmtpSink(smtpPort, delivered);
    const smtpUrl = `smtp://127.0.0.1:${smtpPort}`;
    const [a, b] = [openStore(url), openStore(url)];
    const common = { smtpUrl, from: 'Site <site@example.com>', to: 'inbox@example.com', siteName: 'Ledgerline', logger, pollMs: 100 };

    // A replica claims a row and dies before sending it: its lease (1.5 s) must lapse before anyone sends it.
    const orphan = await a.addContact({ ...contact(0), comment: 'Orphaned by a dead replica.' });
    expect((await a.claimDue(new Date(), 0, 1, 1_500)).map((r) => r.id)).toEqual([orphan]);
    const claimedAt = Date.now();

    const n = 60;
    await Promise.all(Array.from({ length: n }, (_, i) => (i % 2 ? a : b).addContact(contact(i + 1))));
    const outboxes = [startOutbox({ ...common, store: a }), startOutbox({ ...common, store: b })];
    const deadline = Date.now() + 20_000;
    while (delivered.length < n + 1 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await Promise.all(outboxes.map((o) => o.stop()));
    await smtp.close();
    const received = delivered.map((d) => d.data);

    expect(received).toHaveLength(n + 1);
    for (let i = 1; i <= n; i++) expect(received.filter((m) => m.includes(`Message number ${i}.`))).toHaveLength(1);
    const orphanMail = delivered.filter((d) => d.data.includes('Orphaned by a dead replica.'));
    expect(orphanMail).toHaveLength(1);
    const [orphanSent] = firstItems(orphanMail, 1, 'mails of the orphaned row');
    expect(orphanSent.at - claimedAt).toBeGreaterThanOrEqual(1_500);
    const rows = await a.list(1000);
    expect(rows.every((r) => r.delivery_state === 'sent' && r.attempts === 1 && r.lease_until === null)).toBe(true);
  });

  it('is what npm run inbox lists when DATABASE_URL is set, as text or one JSON object per line', async () => {
    const url = await freshDatabase(cluster, 'inbox');
    const store = openStore(url, false);
    await store.addQuery({ email: 'q@example.com', category: 'Other', subject: 'Stored in PostgreSQL', description: 'Listed \u001b[2J safely' });
    const inbox = (args: string[] = []) => runInbox({ DATABASE_URL: url, DATA_DIR: '/nonexistent' }, args);
    const text = inbox();
    expect(text).toContain('Stored in PostgreSQL');
    expect(text).toContain('Listed \\x1b[2J safely');
    const [line = '', ...rest] = inbox(['--json']).trimEnd().split('\n');
    expect(rest).toEqual([]);
    expect(JSON.parse(line)).toMatchObject({ kind: 'query', subject: 'Stored in PostgreSQL', body: 'Listed \u001b[2J safely' });
  });

  it('refuses a key reused for another message on either replica, storing nothing, and keeps keys apart per form', async () => {
    const url = await freshDatabase(cluster, 'key_reuse');
    const [a, b] = [openStore(url, false), openStore(url, false)];
    const first = await a.addContact(contact(1), 'reused-key');
    const outcomes = await Promise.allSettled(Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).addContact(contact(i + 2), 'reused-key')));
    expect(outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).name : o.value))).toEqual(Array(6).fill('KeyReusedError'));
    expect(await b.addContact(contact(1), 'reused-key')).toBe(first);
    const query = await b.addQuery({ email: 'q@example.com', category: 'Other', subject: 'Same key, other form', description: 'A query.' }, 'reused-key');
    expect(query).not.toBe(first);
    expect((await a.list(100)).map((r) => [r.kind, r.idempotency_key])).toEqual([
      ['query', 'reused-key'],
      ['contact', 'reused-key'],
    ]);
  });
});
