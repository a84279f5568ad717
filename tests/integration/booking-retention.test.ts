import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { bookingMailQueue } from '../../server/booking/booking-mail-queue.server';
import { startBookingRetention } from '../../server/booking/booking-retention.server';
import { loadConfig } from '../../server/config.server';
import { openMessageStore, type MessageStore } from '../../server/storage/message-store.server';
import { runInbox } from '../support/run-inbox';

const day = 24 * 60 * 60 * 1000;
const booking = (start: string, name: string) => ({
  start,
  end: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
  name,
  email: `${name.toLowerCase().replace(/\W/g, '')}@acme.io`,
  topic: 'taxes',
  timeZone: 'Asia/Kolkata',
});

let dataDir: string;
let store: MessageStore;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'bookings-'));
  store = openMessageStore({ dataDir, deliver: false, logger: pino({ level: 'silent' }) });
});
afterEach(() => store.close());

describe('booking retention (BOOKING_RETENTION_DAYS)', () => {
  it('defaults to 180 days and refuses a value that is not a whole number of days', () => {
    expect(loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://www.example.com' }).bookingRetentionDays).toBe(180);
    expect(loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://www.example.com', BOOKING_RETENTION_DAYS: '30' }).bookingRetentionDays).toBe(30);
    expect(() => loadConfig({ NODE_ENV: 'test', SITE_URL: 'https://www.example.com', BOOKING_RETENTION_DAYS: 'soon' })).toThrow(/BOOKING_RETENTION_DAYS/);
  });

  it('the outbox’s pass deletes the bookings whose call ended longer ago than the setting, cancelled or not, with their mails, and keeps the rest', async () => {
    // An outbox means mail is configured: only then are a booking's mails queued.
    await store.close();
    store = openMessageStore({ dataDir, deliver: true, logger: pino({ level: 'silent' }) });
    const now = new Date('2027-06-01T12:00:00Z');
    const old = await store.book(booking(new Date(now.getTime() - 31 * day).toISOString(), 'Old Call'), undefined, new Date(now.getTime() - 40 * day));
    const recent = await store.book(booking(new Date(now.getTime() - 29 * day).toISOString(), 'Recent Call'), undefined, new Date(now.getTime() - 40 * day));
    const coming = await store.book(booking(new Date(now.getTime() + 2 * day).toISOString(), 'Coming Call'), undefined, now);
    if (old.kind !== 'created' || recent.kind !== 'created' || coming.kind !== 'created') throw new Error('not booked');
    await store.cancel(old.booking.id, new Date(now.getTime() - 35 * day));
    const queue = bookingMailQueue({ store, siteUrl: 'https://www.example.com', siteName: 'Firm', firmEmail: 'calls@acme.io', retentionDays: 30 });
    await queue.beforePass?.(now);
    expect(await store.find(old.booking.id)).toBeUndefined();
    expect(await store.find(recent.booking.id)).toBeDefined();
    expect(await store.find(coming.booking.id)).toBeDefined();
    // The deleted booking's four mails (two invitations, two cancellations) are gone with it: none is claimed.
    const claimed: number[] = [];
    for (let mail = await store.claimBookingMail(now, 0, 60_000); mail; mail = await store.claimBookingMail(now, mail.id, 60_000)) claimed.push(mail.booking.id);
    expect(claimed.sort()).toEqual([recent.booking.id, recent.booking.id, coming.booking.id, coming.booking.id].sort());
  });

  it('without mail (no outbox), a sweep of its own deletes the bookings past the setting, at start', async () => {
    const now = new Date('2027-06-01T12:00:00Z');
    const old = await store.book(booking(new Date(now.getTime() - 31 * day).toISOString(), 'Old Call'), undefined, new Date(now.getTime() - 40 * day));
    const recent = await store.book(booking(new Date(now.getTime() - 29 * day).toISOString(), 'Recent Call'), undefined, new Date(now.getTime() - 40 * day));
    if (old.kind !== 'created' || recent.kind !== 'created') throw new Error('not booked');
    const retention = startBookingRetention({ store, retentionDays: 30, logger: pino({ level: 'silent' }), now: () => now });
    await retention.swept;
    retention.stop();
    expect(await store.find(old.booking.id)).toBeUndefined();
    expect(await store.find(recent.booking.id)).toBeDefined();
  });

  it('npm run inbox lists the booked calls with their state', async () => {
    const booked = await store.book(booking('2027-01-05T14:00:00.000Z', 'Asha Mehta'), undefined, new Date('2027-01-01T00:00:00Z'));
    if (booked.kind !== 'created') throw new Error('not booked');
    await store.cancel(booked.booking.id, new Date('2027-01-02T00:00:00Z'));
    await store.book(booking('2027-01-05T14:00:00.000Z', 'Ben Okafor'), undefined, new Date('2027-01-03T00:00:00Z'));
    await store.close();
    const out = runInbox({ DATA_DIR: dataDir });
    expect(out).toMatch(/booking #2 {2}2027-01-05T14:00:00\.000Z {2}booked/);
    expect(out).toMatch(/booking #1 {2}2027-01-05T14:00:00\.000Z {2}cancelled 2027-01-02/);
    expect(out).toContain('Asha Mehta <ashamehta@acme.io> [taxes]');
    store = openMessageStore({ dataDir, deliver: false, logger: pino({ level: 'silent' }) });
  });
});

describe('the Privacy Policy on bookings', () => {
  it('says what a booking stores and states the retention in force', async () => {
    const { createTestApp } = await import('../support/test-app');
    const request = (await import('supertest')).default;
    for (const [days, expected] of [
      [undefined, '180 days'],
      ['45', '45 days'],
    ] as const) {
      const t = await createTestApp(days ? { BOOKING_RETENTION_DAYS: days } : {});
      const page = await request(t.app).get('/privacy-policy');
      expect(page.text).toMatch(/your name, your e-mail address, the topic you chose, the time of the call and the time zone/);
      expect(page.text).toContain(`We delete a booking, with the e-mails we sent about it, ${expected} after the time of the call`);
      await t.close();
    }
  });
});
