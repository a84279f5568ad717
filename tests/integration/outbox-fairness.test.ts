import pino from 'pino';
import { freePort } from '../../scripts/lib/ports';
import { startOutbox } from '../../server/mail/outbox.server';
import { createReminderSender } from '../../server/reminders/reminder-sender.server';
import { reminderRules } from '../../server/reminders/reminder-rules.server';
import { createReminders } from '../../server/reminders/reminders.server';
import { describeOnEachBackend, siteUrl } from '../support/reminder-replicas';
import { startSmtpSink, type Delivered } from '../support/smtp-sink';
import { waitFor } from '../support/wait-for';
import { must } from '../support/must';

const logger = pino({ level: process.env.TEST_LOG ?? 'silent' });
const inputs = JSON.stringify({ entity: 'c-corp', state: 'DE', formed: '2024-05-01', foreign: 0, fye: 12, contractors: 1, employees: 0 });
const backlog = 200;
// A slow-ish mail server: the backlog takes seconds to drain, so a contact message sent after it would wait seconds.
const sinkDelayMs = Number(process.env.OUTBOX_FAIRNESS_DELAY_MS ?? 20);
const inbox = 'inbox@firm.test';

describeOnEachBackend('one fair outbox on %s', (makeBackend, name) => {
  it(`mails a contact message posted behind ${backlog} queued confirmations within the next batch, not after the backlog`, async () => {
    const backend = await makeBackend();
    const store = backend.open();
    expect(await store.ready()).toBe(true);
    // The real clock: the contact message is stored by it.
    const now = new Date();
    const delivered: Delivered[] = [];
    const smtp = await startSmtpSink(await freePort(), delivered, { delayMs: sinkDelayMs });
    const from = 'Firm <reminders@firm.test>';
    const reminders = createReminders({ store, siteUrl, confirmationsPerHour: backlog });
    for (let i = 0; i < backlog; i++)
      expect(await store.signUp(`founder${i}@example.com`, inputs, now, { ...reminderRules.confirmation, sitePerHour: backlog })).toMatchObject({ queued: true });

    const sender = createReminderSender({ store, deadlines: null, changes: [], links: () => reminders.links(), from, siteName: 'Firm', siteUrl, logger });
    const outbox = startOutbox({ store, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, from, to: inbox, siteName: 'Firm', logger, pollMs: 60_000, reminders: sender });
    try {
      // The outbox is busy with the backlog when the contact message arrives.
      await waitFor('the backlog to start', () => delivered.length >= 5, 20_000, 5);
      const storedAt = Date.now();
      await store.addContact({ name: 'Asha Mehta', email: 'asha@example.com', phone: '+1 555 0100', comment: 'Please call me about bookkeeping.' });
      const deliveredWhenStored = delivered.length;
      outbox.poke();
      const isContact = (d: Delivered) => d.rcptTo.includes(inbox);
      await waitFor('the contact message', () => delivered.some(isContact), 60_000, 5);
      const position = delivered.findIndex(isContact);
      if (process.env.OUTBOX_FAIRNESS_REPORT) {
        process.stdout.write(
          `${name}: contact message mailed ${must(delivered[position], 'the contact mail').at - storedAt} ms after it was stored, ${position - deliveredWhenStored} bulk mails after it (sink ${sinkDelayMs} ms a mail)\n`,
        );
      }
      // At most what was already claimed and one bounded batch of bulk go before it; today's loop sent the whole backlog first.
      expect(position - deliveredWhenStored).toBeLessThanOrEqual(12);
      expect(position).toBeLessThan(backlog);

      // And the backlog goes on after it, each mail once (the whole of it takes most of a minute; exactly-once across replicas is outbox.test.ts's and reminders-outbox.test.ts's).
      await waitFor('the backlog to go on', () => delivered.length >= position + 20, 30_000, 5);
      expect(new Set(delivered.map((d) => d.rcptTo[0])).size).toBe(delivered.length);
    } finally {
      await outbox.stop();
      await store.close();
      await smtp.close();
    }
  }, 90_000);
});
