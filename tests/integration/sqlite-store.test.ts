import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pino from 'pino';
import request from 'supertest';
import { openMessageStore } from '../../server/storage/message-store.server';
import { canFreezeFiles } from '../support/can-freeze';
import { createTestApp } from '../support/test-app';
import { storedRows } from '../support/stored-rows';
import { freshReadiness } from '../support/fresh-readiness';

const logger = pino({ level: 'silent' });
const contact = (i: number) => ({ name: `Person ${i}`, email: `p${i}@example.com`, phone: '+1 555 0100', comment: `Message ${i}` });
const freshDir = () => mkdtempSync(path.join(tmpdir(), 'sqlite-store-'));

describe('SQLite message storage', () => {
  it('keeps one row per idempotency key and form, answers a repeat with the first row id and refuses the key for another message, even within one commit', async () => {
    const dataDir = freshDir();
    const store = openMessageStore({ dataDir, deliver: false, logger });
    const first = await store.addContact(contact(1), 'key-a');
    expect(await store.addContact(contact(1), 'key-a')).toBe(first);
    // Arriving together, these share one transaction: a key is one message to one form, and reused for another message it stores nothing.
    const [x, y, again, reused, z] = await Promise.allSettled([
      store.addQuery({ email: 'q@example.com', category: 'Other', subject: 'S', description: 'D' }, 'key-b'),
      store.addContact(contact(2), 'key-b'),
      store.addContact(contact(2), 'key-b'),
      store.addContact(contact(5), 'key-b'),
      store.addContact(contact(3)),
    ]);
    const value = (r: PromiseSettledResult<number>) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).name);
    expect(value(y)).not.toBe(value(x));
    expect(value(again)).toBe(value(y));
    expect(value(reused)).toBe('KeyReusedError');
    expect(value(z)).not.toBe(value(x));
    // Posts without a key are all kept.
    const [n1, n2] = await Promise.all([store.addContact(contact(4)), store.addContact(contact(4))]);
    expect(n1).not.toBe(n2);
    await store.close();
    const rows = await storedRows({ dataDir });
    expect(rows).toHaveLength(6);
    expect(rows.filter((r) => r.idempotency_key === 'key-a')).toHaveLength(1);
    expect(
      rows
        .filter((r) => r.idempotency_key === 'key-b')
        .map((r) => r.kind)
        .sort(),
    ).toEqual(['contact', 'query']);
  });

  it('moves a database made by the previous schema forward without losing a row', async () => {
    const dataDir = freshDir();
    // Exactly what the hand-made migrator (version 1, recorded in schema_migrations) left on disk.
    const old = new Database(path.join(dataDir, 'site.db'));
    old.pragma('journal_mode = WAL');
    old.exec(`
      CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);
      CREATE TABLE submissions (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('contact', 'query')),
        email TEXT NOT NULL, name TEXT, phone TEXT, category TEXT, subject TEXT, body TEXT NOT NULL,
        created_at TEXT NOT NULL,
        delivery_state TEXT NOT NULL CHECK (delivery_state IN ('pending', 'sent', 'not-configured')),
        attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at TEXT, last_error TEXT, sent_at TEXT
      );
      CREATE INDEX submissions_outbox ON submissions (delivery_state, next_attempt_at);
      CREATE INDEX submissions_created ON submissions (created_at);
      INSERT INTO schema_migrations VALUES (1, 'submissions', '2026-11-01T00:00:00.000Z');
    `);
    const insert = old.prepare(
      "INSERT INTO submissions (kind, email, name, phone, body, created_at, delivery_state, attempts, next_attempt_at, sent_at) VALUES ('contact', ?, 'Old', '1', ?, ?, ?, ?, ?, ?)",
    );
    insert.run('sent@example.com', 'already sent', '2026-11-01T10:00:00.000Z', 'sent', 1, '2026-11-01T10:00:00.000Z', '2026-11-01T10:00:01.000Z');
    insert.run('pending@example.com', 'still pending', '2026-11-02T10:00:00.000Z', 'pending', 2, '2026-11-02T10:05:00.000Z', null);
    old.close();

    const store = openMessageStore({ dataDir, deliver: true, logger });
    const added = await store.addContact(contact(3), 'new-key');
    expect(added).toBe(3);
    const rows = await store.list(10);
    expect(rows.map((r) => [r.body, r.delivery_state, r.attempts])).toEqual([
      ['Message 3', 'pending', 0],
      ['still pending', 'pending', 2],
      ['already sent', 'sent', 1],
    ]);
    // The old pending row is still due for the outbox.
    expect((await store.claimDue(new Date(), 0, 10, 60_000)).map((r) => r.body)).toEqual(['still pending', 'Message 3']);
    expect(await store.ready()).toBe(true);
    await store.close();
    // And opening it again applies nothing twice.
    const again = openMessageStore({ dataDir, deliver: true, logger });
    expect(await again.list(10)).toHaveLength(3);
    await again.close();
  });

  it("moves the reminders' outbox from 0004 to 0005 (change alerts) with its rows, ids and indexes", async () => {
    const dataDir = freshDir();
    const fresh = openMessageStore({ dataDir, deliver: true, logger });
    expect(await fresh.ready()).toBe(true);
    await fresh.close();
    // Back to what 0004 left: its kinds without 'change', three mails, the newest deleted (AUTOINCREMENT remembers its id); 0006 to 0008 undone with it.
    const old = new Database(path.join(dataDir, 'site.db'));
    old.exec(`
      DELETE FROM kysely_migration WHERE name IN ('0005_change_alerts', '0006_failed_mail_and_bounces', '0007_bookings', '0008_booking_mails');
      DROP TABLE booking_mails;
      DROP TABLE bookings;
      ALTER TABLE reminder_signups DROP COLUMN bounced_at;
      ALTER TABLE reminder_signups DROP COLUMN bounce_reason;
      DROP TABLE reminder_mails;
      CREATE TABLE "reminder_mails" ("id" integer primary key autoincrement, "signup_id" integer not null, "kind" text not null check (kind IN ('confirm', 'reminder')), "deadline_id" text, "lead_days" integer, "deadline_on" text, "payload" text, "created_at" text not null, "delivery_state" text not null check (delivery_state IN ('pending', 'sent')), "attempts" integer default 0 not null, "next_attempt_at" text not null, "last_error" text, "sent_at" text, "lease_until" text);
      CREATE UNIQUE INDEX "reminder_mails_once" on "reminder_mails" ("signup_id", "deadline_id", "lead_days");
      CREATE INDEX "reminder_mails_outbox" on "reminder_mails" ("delivery_state", "next_attempt_at");
      INSERT INTO reminder_signups (email, email_key, inputs, created_at, confirmed_at, link_expires_at, confirmations, last_confirmation_at, next_check_at)
        VALUES ('a@example.com', 'a@example.com', '{}', '2026-11-01T00:00:00.000Z', '2026-11-01T01:00:00.000Z', '2026-11-03T00:00:00.000Z', 1, '2026-11-01T00:00:00.000Z', '2026-11-02T00:00:00.000Z');
      INSERT INTO reminder_mails (signup_id, kind, deadline_id, lead_days, deadline_on, payload, created_at, delivery_state, next_attempt_at) VALUES
        (1, 'reminder', 'de-2027', 30, '2027-03-01', '{}', '2026-11-01T00:00:00.000Z', 'sent', '2026-11-01T00:00:00.000Z'),
        (1, 'reminder', 'de-2027', 7, '2027-03-01', '{}', '2026-11-01T00:00:00.000Z', 'pending', '2027-02-22T00:00:00.000Z'),
        (1, 'reminder', 'tx-2027', 30, '2027-05-15', '{}', '2026-11-01T00:00:00.000Z', 'sent', '2026-11-01T00:00:00.000Z');
      DELETE FROM reminder_mails WHERE id = 3;
    `);
    old.close();

    const store = openMessageStore({ dataDir, deliver: true, logger });
    const alert = { kind: 'change' as const, signupId: 1, deadlineId: 'change:de-fee', leadDays: 0, deadlineOn: '2026-12-25', payload: '{}' };
    const now = new Date('2026-11-25T09:00:00Z');
    await store.queueReminders(1, [alert], now, now);
    await store.queueReminders(1, [alert, { ...alert, kind: 'reminder', deadlineId: 'de-2027', leadDays: 7 }], now, now);
    await store.close();
    const migrated = new Database(path.join(dataDir, 'site.db'), { readonly: true });
    try {
      expect(migrated.prepare('SELECT id, kind, lead_days, delivery_state FROM reminder_mails ORDER BY id').all()).toEqual([
        { id: 1, kind: 'reminder', lead_days: 30, delivery_state: 'sent' },
        { id: 2, kind: 'reminder', lead_days: 7, delivery_state: 'pending' },
        { id: 4, kind: 'change', lead_days: 0, delivery_state: 'pending' },
      ]);
      expect(migrated.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'reminder_mails' ORDER BY name").all()).toEqual([
        { name: 'reminder_mails_once' },
        { name: 'reminder_mails_outbox' },
      ]);
      expect(migrated.prepare("SELECT name FROM sqlite_master WHERE name LIKE 'reminder_mails_0005%' OR name LIKE '%_rebuilt'").all()).toEqual([]);
    } finally {
      migrated.close();
    }
  });

  it('claims a due row for one outbox at a time, and again once its lease has lapsed', async () => {
    const store = openMessageStore({ dataDir: freshDir(), deliver: true, logger });
    const id = await store.addContact(contact(1));
    const now = new Date(Date.now() + 1000);
    expect((await store.claimDue(now, 0, 10, 60_000)).map((r) => r.id)).toEqual([id]);
    expect(await store.claimDue(now, 0, 10, 60_000)).toEqual([]);
    expect((await store.claimDue(new Date(now.getTime() + 60_001), 0, 10, 60_000)).map((r) => r.id)).toEqual([id]);
    await store.close();
  });
});

describe('a database file the disk stops writing', () => {
  const canFreeze = canFreezeFiles();

  (canFreeze ? it : it.skip)('makes /readyz fail while posts would fail, and both recover when writes work again', async () => {
    const t = await createTestApp();
    const files = () =>
      readdirSync(t.config.dataDir)
        .filter((f) => f === 'site.db' || f === 'site.db-wal')
        .map((f) => path.join(t.config.dataDir, f));
    const post = () => request(t.app).post('/api/contact').send(contact(1));
    try {
      expect((await post()).status).toBe(200);
      expect((await freshReadiness(t.app)).status).toBe(200);
      for (const file of files()) expect(spawnSync('chattr', ['+i', file]).status).toBe(0);
      expect((await post()).status).toBe(503);
      const ready = await freshReadiness(t.app);
      expect([ready.status, ready.body.status]).toEqual([503, 'unavailable']);
      for (const file of files()) expect(spawnSync('chattr', ['-i', file]).status).toBe(0);
      expect((await freshReadiness(t.app)).status).toBe(200);
      expect((await post()).status).toBe(200);
    } finally {
      for (const file of files()) spawnSync('chattr', ['-i', file]);
      await t.close();
    }
  });
});
