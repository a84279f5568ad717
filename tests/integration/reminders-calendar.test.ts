import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { freePort } from '../../scripts/lib/ports';
import { startOutbox } from '../../server/mail/outbox.server';
import { createReminderSender } from '../../server/reminders/reminder-sender.server';
import { createReminders } from '../../server/reminders/reminders.server';
import { openMessageStore } from '../../server/storage/message-store.server';
import { complianceDeadlines } from '../../server/tools/compliance/deadlines.server';
import { readRawMail } from '../support/raw-mail';
import { startSmtpSink, type Delivered } from '../support/smtp-sink';
import { must } from '../support/must';

const logger = pino({ level: 'silent' });
const siteUrl = 'https://www.firm.test';

it("sends the real calendar's Delaware franchise tax reminder 30 days before March 1, once", async () => {
  let now = new Date('2027-01-20T09:00:00Z');
  const clock = () => now;
  const delivered: Delivered[] = [];
  const smtp = await startSmtpSink(await freePort(), delivered);
  const store = openMessageStore({ dataDir: mkdtempSync(path.join(tmpdir(), 'reminders-calendar-')), deliver: true, logger });
  const reminders = createReminders({ store, siteUrl, confirmationsPerHour: 200, now: clock });
  const from = 'Firm <reminders@firm.test>';
  const outbox = startOutbox({
    store,
    smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
    from,
    to: 'inbox@firm.test',
    siteName: 'Firm',
    logger,
    pollMs: 60_000,
    now: clock,
    reminders: createReminderSender({ store, deadlines: complianceDeadlines, changes: [], links: () => reminders.links(), from, siteName: 'Firm', siteUrl, logger }),
  });
  try {
    await reminders.signUp({ email: 'corp@acme-books.com', entity: 'c-corp', state: 'DE', formed: '2024-05-01', foreign: 1, fye: 12, contractors: 0, employees: 0 });
    await outbox.drain();
    const link = /https:\/\/www\.firm\.test\/tools\/reminders\/confirm\?\S+/.exec(readRawMail(must(delivered[0], 'the confirmation mail').raw).text)![0];
    expect(await reminders.confirm(Object.fromEntries(new URL(link).searchParams))).toBe(true);
    await outbox.drain();
    expect(delivered).toHaveLength(1);

    now = new Date('2027-01-30T09:00:00Z');
    await outbox.drain();
    await outbox.drain();
    const sent = delivered.slice(1).map((d) => readRawMail(d.raw));
    expect(sent.map((m) => m.header('Subject')[0])).toEqual([expect.stringMatching(/^Due 2027-03-01: Annual franchise tax report/)]);
    expect(sent[0]?.text).toContain('30 days away');
    expect(sent[0]?.text).toContain('Rule: https://corp.delaware.gov/');
  } finally {
    await outbox.stop();
    await store.close();
    await smtp.close();
  }
});
