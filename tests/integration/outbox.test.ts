import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { restartablePort } from '../../scripts/lib/ports';
import { startSmtpSink, type Delivered } from '../support/smtp-sink';
import { openMessageStore } from '../../server/storage/message-store.server';
import { startOutbox } from '../../server/mail/outbox.server';
import { storedRows } from '../support/stored-rows';

describe('e-mail outbox', () => {
  it('keeps messages while the SMTP server is down and delivers each exactly once when it is back, across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
    // The mail server starts on this port only later in the test.
    const port = await restartablePort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const logger = pino({ level: 'silent' });
    const common = { smtpUrl, from: 'Site <site@example.com>', to: 'inbox@example.com', siteName: 'Ledgerline', logger, pollMs: 60_000, backoffMs: () => 0 };

    // What is on disk, read through a connection of its own.
    const rows = () => storedRows({ dataDir: dir });
    const open = () => openMessageStore({ dataDir: dir, deliver: true, logger });
    let store = open();
    let outbox = startOutbox({ ...common, store });
    for (let i = 1; i <= 5; i++) await store.addContact({ name: `Person ${i}`, email: `p${i}@example.com`, phone: '+1 555 0100', comment: `Message number ${i}` });
    await store.addQuery({ email: 'q@example.com', category: 'Other', subject: 'Subject six', description: 'Query six' });
    await outbox.drain();
    expect((await rows()).every((r) => r.delivery_state === 'pending' && r.attempts >= 1 && r.last_error && r.lease_until === null)).toBe(true);

    // A restart while the mail server is down: nothing is lost.
    await outbox.stop();
    await store.close();
    store = open();
    expect(await rows()).toHaveLength(6);

    const delivered: Delivered[] = [];
    const received = () => delivered.map((d) => d.data);
    const smtp = await startSmtpSink(port, delivered);
    outbox = startOutbox({ ...common, store });
    await outbox.drain();
    await outbox.drain();
    expect(received()).toHaveLength(6);
    for (let i = 1; i <= 5; i++) expect(received().filter((m) => m.includes(`Message number ${i}`))).toHaveLength(1);
    expect(received().filter((m) => m.includes('Query six'))).toHaveLength(1);
    expect((await rows()).every((r) => r.delivery_state === 'sent' && r.sent_at)).toBe(true);

    // Another restart sends nothing again.
    await outbox.stop();
    outbox = startOutbox({ ...common, store });
    await outbox.drain();
    expect(received()).toHaveLength(6);

    await outbox.stop();
    await store.close();
    await smtp.close();
  });
});
