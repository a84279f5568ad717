import type { DeadlinesFor } from '../../server/reminders/reminder-sender.server';
import { fakeDeadline } from '../support/fake-deadline';
import { describeOnEachBackend, linkIn, type ReminderBackend, type ReminderReplicas, twoReplicas } from '../support/reminder-replicas';
import { must } from '../support/must';
import { firstItems } from '../support/must';

const day = 24 * 60 * 60 * 1000;
const inputs = { entity: 'c-corp', state: 'DE', formed: '2024-05-01', foreign: 0, fye: 12, contractors: 1, employees: 0 };

// A fake calendar: two deadlines, whatever the company.
const calendar: DeadlinesFor = () => [fakeDeadline('soon', '2026-12-20'), fakeDeadline('de-franchise-2027', '2027-03-01'), fakeDeadline('form-1120-2027', '2027-04-15')];

const signups = (backend: ReminderBackend) => backend.rows<{ id: number; email: string; confirmed_at: string | null }>('SELECT id, email, confirmed_at FROM reminder_signups ORDER BY id');

describeOnEachBackend('deadline reminders on %s', (makeBackend) => {
  let backend: ReminderBackend;
  let site: ReminderReplicas;
  beforeEach(async () => {
    backend = await makeBackend();
    site = await twoReplicas(backend, { deadlines: calendar });
  });
  afterEach(() => site.close());

  it('sends one confirmation, nothing else before it is confirmed, and each due reminder once across two outboxes until unsubscribed', async () => {
    // Signed up 24 days before the first deadline (its 30-day reminder already due), asked twice: one confirmation.
    expect(await site.a.reminders.signUp({ email: 'Founder@Acme-Books.com', ...inputs })).toEqual({ ok: true });
    expect(await site.b.reminders.signUp({ email: 'founder@acme-books.com', ...inputs, state: 'WY' })).toEqual({ ok: true });
    await site.drainBoth();
    site.setNow('2026-11-27T08:00:00Z');
    await site.drainBoth();
    const confirmations = site.mailsTo('Founder@Acme-Books.com');
    expect(confirmations).toHaveLength(1);
    const [confirmation] = firstItems(confirmations, 1, 'confirmation mails');
    expect(confirmation.header('List-Unsubscribe')).toEqual([]);
    const confirmLink = linkIn(confirmation.text, '/tools/reminders/confirm');

    // Confirmed within the link's 48 hours, once; the due reminder then goes out, once.
    expect(await site.a.reminders.confirm(confirmLink)).toBe(true);
    expect(await site.b.reminders.confirm(confirmLink)).toBe(false);
    await site.drainBoth();
    const reminders = site.mailsTo('Founder@Acme-Books.com').slice(1);
    expect(reminders).toHaveLength(1);
    const [reminder] = firstItems(reminders, 1, 'reminders');
    expect(reminder.header('Subject')).toEqual(['Due 2026-12-20: Filing soon']);
    expect(reminder.text).toContain('23 days away');
    const listUnsubscribe = reminder.header('List-Unsubscribe')[0]?.trim() ?? '';
    expect(listUnsubscribe).toMatch(/^<https:\/\/www\.firm\.test\/tools\/reminders\/unsubscribe\?r=\d+&s=[\w-]+>$/);
    expect(reminder.header('List-Unsubscribe-Post')).toEqual(['List-Unsubscribe=One-Click']);

    // The next day, nothing; the 7-day day, one more; the next deadline's 30-day day, one more.
    site.setNow('2026-11-28T09:00:00Z');
    await site.drainBoth();
    expect(site.mailsTo('Founder@Acme-Books.com')).toHaveLength(2);
    site.setNow('2026-12-13T09:00:00Z');
    await site.drainBoth();
    await site.drainBoth();
    expect(site.mailsTo('Founder@Acme-Books.com')).toHaveLength(3);
    expect(site.mailsTo('Founder@Acme-Books.com').at(2)?.text).toContain('7 days away');
    site.setNow('2027-01-30T09:00:00Z');
    await site.drainBoth();
    expect(site.mailsTo('Founder@Acme-Books.com')).toHaveLength(4);
    expect(site.mailsTo('Founder@Acme-Books.com').at(3)?.header('Subject')).toEqual(['Due 2027-03-01: Filing de-franchise-2027']);

    // Unsubscribed: the address and its inputs are gone at once, and no reminder comes again.
    const unsubscribeLink = Object.fromEntries(new URL(listUnsubscribe.slice(1, -1)).searchParams);
    expect(await site.b.reminders.unsubscribe(unsubscribeLink)).toBe(true);
    expect(await signups(backend)).toEqual([]);
    site.setNow('2027-02-22T09:00:00Z');
    await site.drainBoth();
    site.setNow('2027-04-08T09:00:00Z');
    await site.drainBoth();
    expect(site.mailsTo('Founder@Acme-Books.com')).toHaveLength(4);
  });

  it('expires a confirmation link, and deletes a sign-up nobody confirmed after 7 days', async () => {
    await site.a.reminders.signUp({ email: 'late@acme-books.com', ...inputs });
    await site.drainBoth();
    const link = linkIn(must(site.mailsTo('late@acme-books.com')[0], 'a mail to ' + 'late@acme-books.com').text, '/tools/reminders/confirm');
    expect(await site.a.reminders.confirmLinkLooksValid(link)).toBe(true);
    // A link with another expiry is not signed.
    expect(await site.a.reminders.confirm({ ...link, e: String(Number(link.e) + day) })).toBe(false);

    site.setNow('2026-11-28T09:00:01Z');
    expect(await site.a.reminders.confirmLinkLooksValid(link)).toBe(false);
    expect(await site.a.reminders.confirm(link)).toBe(false);
    expect((await signups(backend)).map((s) => s.confirmed_at)).toEqual([null]);

    site.setNow('2026-12-03T08:59:00Z');
    await site.drainBoth();
    expect(await signups(backend)).toHaveLength(1);
    site.setNow('2026-12-03T09:00:01Z');
    await site.drainBoth();
    expect(await signups(backend)).toEqual([]);
    expect(site.mailsTo('late@acme-books.com')).toHaveLength(1);
  });

  it('sends one address at most one confirmation a day and three in all, however often it is signed up', async () => {
    for (let i = 0; i < 5; i++) await (i % 2 ? site.a : site.b).reminders.signUp({ email: 'victim@acme-books.com', ...inputs });
    await site.drainBoth();
    expect(site.mailsTo('victim@acme-books.com')).toHaveLength(1);
    for (const at of ['2026-11-26T20:00:00Z', '2026-11-27T09:00:00Z', '2026-11-27T10:00:00Z', '2026-11-28T09:00:00Z', '2026-11-29T09:00:00Z', '2026-11-30T09:00:00Z']) {
      site.setNow(at);
      await Promise.all([site.a.reminders.signUp({ email: 'victim@acme-books.com', ...inputs }), site.b.reminders.signUp({ email: 'victim@acme-books.com', ...inputs })]);
      await site.drainBoth();
    }
    const mails = site.mailsTo('victim@acme-books.com');
    expect(mails).toHaveLength(3);
    // Only the newest link works.
    const [first, , newest] = firstItems(
      mails.map((m) => linkIn(m.text, '/tools/reminders/confirm')),
      3,
      'confirmation links',
    );
    site.setNow('2026-11-28T10:00:00Z');
    expect(await site.a.reminders.confirm(first)).toBe(false);
    expect(await site.a.reminders.confirm(newest)).toBe(true);
  });

  it('takes eight spellings of one inbox (+tags, dots at Gmail, case) as one sign-up with one confirmation, sent to the address as first typed', async () => {
    const aliases = [
      'Jane.Doe@gmail.com',
      'janedoe+1@gmail.com',
      'jane.doe+2@gmail.com',
      'j.a.n.e.doe@googlemail.com',
      'JANEDOE+news@GMAIL.COM',
      'jane.d.oe+x@gmail.com',
      'janedoe@gmail.com',
      'jane.doe+last@googlemail.com',
    ];
    for (const [i, email] of aliases.entries()) expect(await (i % 2 ? site.a : site.b).reminders.signUp({ email, ...inputs })).toEqual({ ok: true });
    await site.drainBoth();
    const rows = await backend.rows<{ email: string; email_key: string; confirmations: number }>('SELECT email, email_key, confirmations FROM reminder_signups');
    expect(rows.map((r) => [r.email, r.email_key, r.confirmations])).toEqual([['Jane.Doe@gmail.com', 'janedoe@gmail.com', 1]]);
    expect(site.mailsTo('Jane.Doe@gmail.com')).toHaveLength(1);
    expect(aliases.slice(1).flatMap((address) => site.mailsTo(address))).toHaveLength(0);
  });
});

describeOnEachBackend('the site-wide ceiling of confirmations on %s', (makeBackend) => {
  it("counts every replica's confirmations in the database: past the ceiling a sign-up is told to try later (Retry-After) and nothing is stored, until the hour has passed", async () => {
    const backend = await makeBackend();
    const site = await twoReplicas(backend, { deadlines: calendar, confirmationsPerHour: 3 });
    try {
      expect(await site.a.reminders.signUp({ email: 'one@acme-books.com', ...inputs })).toEqual({ ok: true });
      site.setNow('2026-11-26T09:20:00Z');
      expect(await site.b.reminders.signUp({ email: 'two@acme-books.com', ...inputs })).toEqual({ ok: true });
      expect(await site.a.reminders.signUp({ email: 'three@acme-books.com', ...inputs })).toEqual({ ok: true });
      site.setNow('2026-11-26T09:30:00Z');
      const refused = await site.b.reminders.signUp({ email: 'four@acme-books.com', ...inputs });
      // The oldest of the three leaves the hour at 10:00, thirty minutes on.
      expect(refused).toEqual({ ok: false, status: 503, message: expect.stringMatching(/try again in an hour/), retryAfterSeconds: 30 * 60 });
      // Every address hears the same while the ceiling holds, so the answer tells nothing about who signed up.
      expect(await site.a.reminders.signUp({ email: 'one@acme-books.com', ...inputs })).toMatchObject({ ok: false, status: 503 });
      await site.drainBoth();
      expect(site.mailsTo('four@acme-books.com')).toHaveLength(0);
      expect((await signups(backend)).map((r) => r.email)).toEqual(['one@acme-books.com', 'two@acme-books.com', 'three@acme-books.com']);
      site.setNow('2026-11-26T10:00:01Z');
      expect(await site.b.reminders.signUp({ email: 'four@acme-books.com', ...inputs })).toEqual({ ok: true });
      await site.drainBoth();
      expect(site.mailsTo('four@acme-books.com')).toHaveLength(1);
    } finally {
      await site.close();
    }
  });
});
