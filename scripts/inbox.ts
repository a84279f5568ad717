// Lists stored contact messages and support queries, newest first, with their e-mail delivery state
// (a message out of retry time stays here, marked failed), then the booked calls, then the reminder addresses that bounced,
// from whichever storage is configured (PostgreSQL with DATABASE_URL, SQLite in DATA_DIR otherwise).
// --limit=N (default 50); --json prints one JSON object per line, for scripts.
import pino from 'pino';
import { loadConfig } from '../server/config.server';
import { openMessageStore, type Submission } from '../server/storage/message-store.server';
import type { BouncedAddress } from '../server/storage/reminder-store.server';
import type { BookingRecord } from '../server/storage/booking-store.server';
import { storeSettings } from '../server/storage/store-settings.server';
import { escapeControls } from '../server/mail/escape-controls.server';

const args = process.argv.slice(2);
const limitArg = args.find((a) => a.startsWith('--limit='))?.slice(8);
const limit = limitArg === undefined ? 50 : Number(limitArg);
const unknown = args.filter((a) => a !== '--json' && !a.startsWith('--limit='));
if (!Number.isInteger(limit) || limit < 1 || unknown.length) {
  console.error(`usage: npm run inbox -- [--limit=N] [--json]${unknown.length ? ` (not understood: ${unknown.join(' ')})` : ''}`);
  process.exit(2);
}
const json = args.includes('--json');

function describe(row: Submission): string {
  const who = row.kind === 'contact' ? `${row.name ?? ''} <${row.email}> ${row.phone ?? ''}` : `${row.email} [${row.category ?? ''}] ${row.subject ?? ''}`;
  const state =
    row.delivery_state === 'failed'
      ? `FAILED after ${row.attempts} attempts, not retried: ${row.last_error ?? ''}`
      : row.delivery_state === 'pending' && row.last_error
        ? `pending (attempt ${row.attempts} failed: ${row.last_error})`
        : row.delivery_state;
  const body = row.body.replace(/[ \t\n]+/g, ' ').slice(0, 160);
  return `#${row.id}  ${row.created_at}  ${row.kind.padEnd(7)}  ${escapeControls(state)}\n    ${escapeControls(who)}\n    ${escapeControls(body)}\n`;
}

function describeBounce(b: BouncedAddress): string {
  return `reminders #${b.signupId}  ${b.bouncedAt}  bounced  ${b.confirmed ? 'confirmed' : 'unconfirmed'}\n    ${escapeControls(b.email)}: ${escapeControls(b.reason)}\n`;
}

function describeBooking(b: BookingRecord): string {
  const state = b.cancelledAt ? `cancelled ${b.cancelledAt}` : 'booked';
  return `booking #${b.id}  ${b.start}  ${state}  (${b.timeZone})\n    ${escapeControls(b.name)} <${escapeControls(b.email)}> [${b.topic}]\n`;
}

const config = loadConfig();
const store = openMessageStore(storeSettings(config, pino({ level: 'silent' })));
try {
  const rows = await store.list(limit);
  const bounces = await store.bounces(limit);
  const bookings = await store.listBookings(limit);
  if (json) {
    for (const row of rows) process.stdout.write(`${JSON.stringify(row)}\n`);
    for (const booking of bookings) process.stdout.write(`${JSON.stringify({ kind: 'booking', ...booking })}\n`);
    for (const bounce of bounces) process.stdout.write(`${JSON.stringify({ kind: 'bounce', ...bounce })}\n`);
  } else {
    if (!rows.length) console.log(`No messages stored${config.database ? '' : ` in ${config.dataDir}`}.`);
    else for (const row of rows) console.log(describe(row));
    if (bookings.length) {
      console.log('Booked calls, newest first (times in UTC):\n');
      for (const booking of bookings) console.log(describeBooking(booking));
    }
    if (bounces.length) {
      console.log('Reminder addresses that refused our mail for good (nothing more is sent to them):\n');
      for (const bounce of bounces) console.log(describeBounce(bounce));
    }
  }
} catch (error) {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
  console.error(`Cannot read the stored messages: ${cause}`);
  process.exitCode = 1;
} finally {
  await store.close();
}
