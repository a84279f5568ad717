import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { freePort } from '../../scripts/lib/ports';
import { readRawMail } from '../support/raw-mail';
import { startSmtpSink, type Delivered, type SmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';
import { capture } from '../../shared/text/capture';

const company = { entity: 'c-corp', state: 'DE', formed: '2024-05-01', foreign: '1', fye: '12', contractors: '0', employees: '0' };
const address = 'deleted-at-once@acme-books.com';

let smtp: SmtpSink;
const delivered: Delivered[] = [];
let t: TestApp;
let open = false;
beforeAll(async () => {
  smtp = await startSmtpSink(await freePort(), delivered);
});
afterAll(() => smtp.close());
beforeEach(async () => {
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'Firm <reminders@acme-books.com>' });
  open = true;
});
afterEach(async () => {
  if (open) await t.close();
});

async function confirmationLink(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = delivered.find((d) => d.rcptTo.includes(to));
    if (mail) return capture(/https:\/\/www\.example\.com(\/tools\/reminders\/confirm\?\S+)/.exec(readRawMail(mail.raw).text)!, 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation mail to ${to}`);
}

/** How often `text` occurs in the bytes of each of the database's files that exist (site.db, its -wal and -shm). */
function occurrences(text: string): Record<string, number> {
  const found: Record<string, number> = {};
  for (const name of ['site.db', 'site.db-wal', 'site.db-shm']) {
    const file = path.join(t.config.dataDir, name);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    let count = 0;
    for (let at = bytes.indexOf(text); at !== -1; at = bytes.indexOf(text, at + 1)) count += 1;
    found[name] = count;
  }
  return found;
}

/**
 * The Privacy Policy promises that an unsubscribed address is deleted at
 * once: not only from every query, but from the database's files, where a
 * deleted row's bytes would otherwise stay until their space is reused.
 */
describe('unsubscribing on SQLite', () => {
  it('leaves no trace of the address in site.db, its WAL or its shared memory, while the server runs and after it stops', async () => {
    expect(
      (
        await request(t.app)
          .post('/api/tools/reminders')
          .send({ email: address, ...company })
      ).status,
    ).toBe(202);
    const link = await confirmationLink(address);
    expect((await request(t.app).post(link).type('form').send('')).status).toBe(200);
    const before = occurrences(address);
    expect(Object.values(before).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    const signupId = Number(new URL(link, 'https://www.example.com').searchParams.get('r'));
    const unsubscribe = (await t.api.reminders!.links()).unsubscribeUrl(signupId).replace('https://www.example.com', '');
    expect((await request(t.app).post(unsubscribe).type('form').send('List-Unsubscribe=One-Click')).status).toBe(200);

    const nowhere = (found: Record<string, number>) => Object.fromEntries(Object.keys(found).map((name) => [name, 0]));
    const running = occurrences('deleted-at-once');
    expect(Object.keys(running)).toEqual(expect.arrayContaining(['site.db', 'site.db-wal']));
    expect(running).toEqual(nowhere(running));

    // A clean close checkpoints what is left of the WAL into site.db: still nothing there.
    await t.close();
    open = false;
    const closed = occurrences('deleted-at-once');
    expect(closed).toEqual(nowhere(closed));
  });
});
