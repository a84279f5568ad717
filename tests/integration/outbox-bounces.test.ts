import type { DeadlinesFor } from '../../server/reminders/reminder-sender.server';
import { reminderRules } from '../../server/reminders/reminder-rules.server';
import { fakeDeadline } from '../support/fake-deadline';
import { describeOnEachBackend, linkIn, type ReminderBackend, type ReminderReplicas, twoReplicas } from '../support/reminder-replicas';
import { runInbox } from '../support/run-inbox';
import { must } from '../support/must';

const inputs = { entity: 'c-corp', state: 'DE', formed: '2024-05-01', foreign: 0, fye: 12, contractors: 1, employees: 0 };
const day = 24 * 60 * 60 * 1000;

const calendar: DeadlinesFor = () => [fakeDeadline('soon', '2026-12-20'), fakeDeadline('de-franchise-2027', '2027-03-01')];

describeOnEachBackend('bounces and expiry on %s', (makeBackend) => {
  let backend: ReminderBackend;
  let site: ReminderReplicas;
  // What the sink refuses, by address: changed by the tests while it runs.
  let refuse: Record<string, number>;
  beforeEach(async () => {
    refuse = {};
    backend = await makeBackend();
    site = await twoReplicas(backend, { deadlines: calendar }, { refuse });
  });
  afterEach(() => site.close());

  const mailRows = (email: string) =>
    backend.rows<{ kind: string; delivery_state: string; attempts: number }>(
      `SELECT m.kind, m.delivery_state, m.attempts FROM reminder_mails m JOIN reminder_signups s ON s.id = m.signup_id WHERE s.email = '${email}' ORDER BY m.id`,
    );

  it('stops all mail to an address refused for good (550), marks it bounced, and shows it in npm run inbox', async () => {
    refuse['gone@acme-books.com'] = 550;
    await site.a.reminders.signUp({ email: 'gone@acme-books.com', ...inputs });
    await site.a.reminders.signUp({ email: 'here@acme-books.com', ...inputs });
    await site.drainBoth();
    expect(site.mailsTo('here@acme-books.com')).toHaveLength(1);
    // Tried once, never again: the mail is failed and the address bounced.
    site.setNow('2026-11-26T10:00:00Z');
    await site.drainBoth();
    expect(await mailRows('gone@acme-books.com')).toEqual([{ kind: 'confirm', delivery_state: 'failed', attempts: 1 }]);
    const [row] = await backend.rows<{ bounced_at: string | null; bounce_reason: string | null }>(
      "SELECT bounced_at, bounce_reason FROM reminder_signups WHERE email = 'gone@acme-books.com'",
    );
    const bounced = must(row, 'the sign-up of gone@acme-books.com');
    expect(bounced.bounced_at).not.toBeNull();
    expect(bounced.bounce_reason).toContain('550');

    // Signed up again past the resend rules: nothing more is queued for it.
    site.setNow('2026-11-27T12:00:00Z');
    expect(await site.b.reminders.signUp({ email: 'gone@acme-books.com', ...inputs })).toEqual({ ok: true });
    await site.drainBoth();
    expect(await mailRows('gone@acme-books.com')).toHaveLength(1);

    expect(await site.a.store.bounces(10)).toEqual([expect.objectContaining({ email: 'gone@acme-books.com', confirmed: false })]);
    const inbox = runInbox(backend.inboxEnv);
    expect(inbox).toContain('refused our mail for good');
    expect(inbox).toContain('gone@acme-books.com');
    expect(inbox).not.toContain('here@acme-books.com');
  });

  it('stops reminders to a confirmed subscriber whose mailbox later refuses for good', async () => {
    await site.a.reminders.signUp({ email: 'founder@acme-books.com', ...inputs });
    await site.drainBoth();
    expect(await site.a.reminders.confirm(linkIn(must(site.mailsTo('founder@acme-books.com')[0], 'a mail to ' + 'founder@acme-books.com').text, '/tools/reminders/confirm'))).toBe(true);
    await site.drainBoth();
    expect(site.mailsTo('founder@acme-books.com')).toHaveLength(2);

    // The 7-day reminder is refused for good.
    refuse['founder@acme-books.com'] = 550;
    site.setNow('2026-12-13T09:00:00Z');
    await site.drainBoth();
    delete refuse['founder@acme-books.com'];
    site.setNow('2026-12-14T09:00:00Z');
    await site.drainBoth();
    expect((await mailRows('founder@acme-books.com')).map((m) => [m.kind, m.delivery_state])).toEqual([
      ['reminder', 'sent'],
      ['reminder', 'failed'],
    ]);
    // Later reminders (the 2027 deadline's, due 2027-01-30) are neither queued nor sent, though the address would take them now.
    for (const at of ['2027-01-30T09:00:00Z', '2027-02-22T09:00:00Z']) {
      site.setNow(at);
      await site.drainBoth();
    }
    expect(site.mailsTo('founder@acme-books.com')).toHaveLength(2);
    // The December rows are forgotten after their day, as sent ones always were; nothing was queued since.
    expect(await mailRows('founder@acme-books.com')).toEqual([]);
    const signups = () => backend.rows<{ email: string }>("SELECT email FROM reminder_signups WHERE email = 'founder@acme-books.com'");
    // Kept, and shown by npm run inbox, until the rules' days after the refusal (2026-12-13); then deleted, as the Privacy Policy says.
    expect(await signups()).toHaveLength(1);
    expect(await site.a.store.bounces(10)).toEqual([expect.objectContaining({ email: 'founder@acme-books.com', confirmed: true })]);
    site.setNow(new Date(Date.parse('2026-12-13T09:00:00Z') + (reminderRules.bouncedMs + day)).toISOString());
    await site.drainBoth();
    expect(await signups()).toEqual([]);
    expect(await site.a.store.bounces(10)).toEqual([]);
  });

  it('drops a reminder its deadline has passed, rather than send it late', async () => {
    await site.a.reminders.signUp({ email: 'late@acme-books.com', ...inputs });
    await site.drainBoth();
    expect(await site.a.reminders.confirm(linkIn(must(site.mailsTo('late@acme-books.com')[0], 'a mail to ' + 'late@acme-books.com').text, '/tools/reminders/confirm'))).toBe(true);
    await site.drainBoth();
    expect(site.mailsTo('late@acme-books.com')).toHaveLength(2);

    // The mail server defers the 7-day reminder until after the deadline.
    refuse['late@acme-books.com'] = 451;
    site.setNow('2026-12-13T09:00:00Z');
    await site.drainBoth();
    expect((await mailRows('late@acme-books.com')).map((m) => m.delivery_state)).toEqual(['sent', 'pending']);
    delete refuse['late@acme-books.com'];
    site.setNow('2026-12-21T09:00:00Z');
    await site.drainBoth();
    // Not sent "0 days away" or late; and forgotten with the sent one, its day being gone.
    expect(site.mailsTo('late@acme-books.com')).toHaveLength(2);
    expect(await mailRows('late@acme-books.com')).toEqual([]);
  });

  it('keeps a contact message the inbox never takes, marked failed after the retry time, and shows it in npm run inbox', async () => {
    refuse['inbox@firm.test'] = 550;
    const storedAt = Date.now();
    const id = await site.a.store.addContact({ name: 'Asha Mehta', email: 'asha@acme-books.com', phone: '+1 555 0100', comment: 'Never silently lost.' });
    // The firm's own inbox refusing is a fault a person fixes: retried meanwhile.
    site.setNow(new Date(storedAt + day).toISOString());
    await site.drainBoth();
    site.setNow(new Date(storedAt + 2 * day).toISOString());
    await site.drainBoth();
    const state = async () => (await site.a.store.list(10)).find((r) => r.id === id);
    expect(await state()).toMatchObject({ delivery_state: 'pending', attempts: 2 });
    site.setNow(new Date(storedAt + 3 * day + 60_000).toISOString());
    await site.drainBoth();
    expect(await state()).toMatchObject({ delivery_state: 'failed', attempts: 3 });

    // Out of retry time: kept, shown, and not sent again when the inbox is back.
    delete refuse['inbox@firm.test'];
    site.setNow(new Date(storedAt + 4 * day).toISOString());
    await site.drainBoth();
    expect(site.delivered.filter((d) => d.rcptTo.includes('inbox@firm.test'))).toHaveLength(0);
    const inbox = runInbox(backend.inboxEnv);
    expect(inbox).toContain('Never silently lost.');
    expect(inbox).toContain('FAILED after 3 attempts');
  });
});
