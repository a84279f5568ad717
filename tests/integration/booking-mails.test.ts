import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { DateTime } from 'luxon';
import { freePort } from '../../scripts/lib/ports';
import { readRawMail, type RawMail } from '../support/raw-mail';
import { startSmtpSink, type Delivered, type SmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';

let smtp: SmtpSink;
const delivered: Delivered[] = [];
beforeAll(async () => {
  smtp = await startSmtpSink(await freePort(), delivered);
});
afterAll(() => smtp.close());
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
  delivered.length = 0;
});
const app = async (env: Record<string, string> = {}) => {
  const t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SMTP_FROM: 'Firm <web@acme-books.com>',
    CONTACT_INBOX: 'calls@acme-books.com',
    FORM_RATE_LIMIT: '1000',
    ...env,
  });
  apps.push(t);
  return t;
};

/** Every MIME part of a message (nested multiparts flattened), each read as a mail of its own. */
function parts(raw: Buffer): RawMail[] {
  const text = raw.toString('latin1');
  const boundaries = [...text.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1] ?? '');
  let pieces = [text];
  for (const boundary of boundaries) pieces = pieces.flatMap((piece) => piece.split(`\r\n--${boundary}`));
  return pieces.filter((piece) => /^\r\nContent-Type:/i.test(piece) && piece.includes('\r\n\r\n')).map((piece) => readRawMail(Buffer.from(piece.slice(2), 'latin1')));
}
const calendarOf = (mail: Delivered) => {
  const part = parts(mail.raw).find((p) => /^text\/calendar/i.test(p.header('Content-Type')[0] ?? ''));
  if (!part) throw new Error('no text/calendar part');
  return { type: part.header('Content-Type')[0] ?? '', ics: part.text.replace(/\n /g, '') };
};
const textOf = (mail: Delivered) => parts(mail.raw).find((p) => /^text\/plain/i.test(p.header('Content-Type')[0] ?? ''))?.text ?? '';
const mailsTo = (address: string) => delivered.filter((mail) => mail.rcptTo.includes(address));

async function bookOne(t: TestApp) {
  for (let day = DateTime.now().setZone('Europe/Berlin').plus({ weeks: 1 }), tries = 0; tries < 14; day = day.plus({ days: 1 }), tries++) {
    const slots = await request(t.app).get(`/api/booking/slots?date=${day.toISODate() ?? ''}&tz=Europe/Berlin`);
    const start = (slots.body.slots as Array<{ start: string }>)[0]?.start;
    if (!start) continue;
    const res = await request(t.app)
      .post('/api/booking')
      .set('Idempotency-Key', randomUUID())
      .send({ start, name: 'Asha Mehta', email: 'asha@acme.io', topic: 'taxes', timeZone: 'Europe/Berlin' });
    expect(res.status).toBe(201);
    return { id: res.body.id as number, start };
  }
  throw new Error('no free slot in two weeks');
}

describe('a booking’s mails', () => {
  it('invite the founder and the firm with one METHOD:REQUEST event; the cancel link cancels once and sends METHOD:CANCEL to both, same UID, SEQUENCE+1', async () => {
    const t = await app();
    const { id, start } = await bookOne(t);
    await waitFor('two invitations', () => delivered.length >= 2, 10_000);
    const [founder] = mailsTo('asha@acme.io');
    const [firm] = mailsTo('calls@acme-books.com');
    if (!founder || !firm) throw new Error('an invitation is missing');
    const invite = calendarOf(founder);
    expect(invite.type).toMatch(/method=REQUEST/i);
    expect(invite.ics).toMatch(/^METHOD:REQUEST$/m);
    const uid = /^UID:(.+)$/m.exec(invite.ics)?.[1];
    expect(uid).toBe(`booking-${id}@www.example.com`);
    expect(invite.ics).toMatch(new RegExp(`^DTSTART:${new Date(start).toISOString().replace(/[-:]|\.000/g, '')}$`, 'm'));
    expect(invite.ics).toMatch(/^SEQUENCE:0$/m);
    expect(invite.ics).toMatch(/^ORGANIZER;CN="?[^:]+"?:mailto:calls@acme-books\.com$/m);
    expect(invite.ics).toMatch(/^ATTENDEE;.*:MAILTO:asha@acme\.io$/im);
    // On a developer's or a test's origin the content's placeholder room is shown.
    expect(invite.ics).toContain('https://meet.example.com/founder-call');
    expect(calendarOf(firm).ics).toMatch(new RegExp(`^UID:${uid ?? ''}$`, 'm'));

    const cancel = /https:\/\/www\.example\.com(\/book\/cancel\?b=\d+&s=[\w-]+)/.exec(textOf(founder))?.[1];
    expect(cancel).toBeDefined();
    expect(textOf(firm)).toContain(cancel);
    expect((await request(t.app).get(cancel ?? '')).status).toBe(200);
    expect(delivered).toHaveLength(2);
    expect((await request(t.app).post(cancel ?? '')).text).toContain('Your call is cancelled');
    await waitFor('two cancellations', () => delivered.length >= 4, 10_000);
    for (const address of ['asha@acme.io', 'calls@acme-books.com']) {
      const [, cancelled] = mailsTo(address);
      if (!cancelled) throw new Error(`no cancellation to ${address}`);
      const ics = calendarOf(cancelled);
      expect(ics.type).toMatch(/method=CANCEL/i);
      expect(ics.ics).toMatch(/^METHOD:CANCEL$/m);
      expect(ics.ics).toMatch(new RegExp(`^UID:${uid ?? ''}$`, 'm'));
      expect(ics.ics).toMatch(/^SEQUENCE:1$/m);
      expect(ics.ics).toMatch(/^STATUS:CANCELLED$/m);
    }
    expect((await request(t.app).post(cancel ?? '')).text).toContain('already cancelled');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(delivered).toHaveLength(4);
  });

  it('/book’s confirmation says the invitation went to the address typed and keeps the cancel link for the mail; the cancel page says both sides get a cancellation', async () => {
    const t = await app();
    const page = await request(t.app).get('/book?tz=Europe/Berlin');
    const start = /<input type="radio"[^>]*name="start"[^>]*value="([^"]+)"/.exec(page.text)?.[1] ?? '';
    const fields = { start, name: 'Asha Mehta', email: 'asha@acme.io', topic: 'taxes', timeZone: 'Europe/Berlin', key: randomUUID() };
    const res = await request(t.app).post('/book').set('Accept', 'text/html').type('form').send(fields);
    expect(res.status).toBe(200);
    expect(res.text).toContain('We have sent an invitation to asha@acme.io');
    expect(res.text).not.toContain('We will not send you an e-mail');
    expect(res.text).toMatch(/href="https:\/\/www\.example\.com\/book\/call\.ics\?/);
    expect(res.text).not.toContain('/book/cancel?');
    await waitFor('two invitations', () => delivered.length >= 2, 10_000);
    const cancel = /https:\/\/www\.example\.com(\/book\/cancel\?b=\d+&s=[\w-]+)/.exec(textOf(mailsTo('asha@acme.io')[0] ?? delivered[0]!))?.[1] ?? '';
    expect((await request(t.app).get(cancel)).text).toContain('we both get a cancellation');
    expect((await request(t.app).post(cancel).set('Accept', 'text/html')).text).toContain('sent a cancellation to you and to us');
  });

  it('a booking taken while the site had no SMTP_URL gets no late invitation once mail is configured: its founder was told none would come', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bookings-without-mail-'));
    const without = await createTestApp({ DATA_DIR: dataDir, FORM_RATE_LIMIT: '1000' });
    const early = await bookOne(without);
    await without.close();
    const t = await app({ DATA_DIR: dataDir });
    const later = await bookOne(t);
    expect(later.id).toBeGreaterThan(early.id);
    // The outbox claims in id order: once the later booking's two invitations are out, the earlier one's would have been.
    await waitFor('two invitations', () => delivered.length >= 2, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(delivered).toHaveLength(2);
    for (const mail of delivered) expect(calendarOf(mail).ics).toContain(`UID:booking-${later.id}@`);
  });

  it('on a public SITE_URL the placeholder meeting link is in no invitation: the founder is told the link will follow', async () => {
    const t = await app({ SITE_URL: 'https://www.acme-books.com' });
    await bookOne(t);
    await waitFor('two invitations', () => delivered.length >= 2, 10_000);
    for (const mail of delivered) {
      expect(mail.data).not.toContain('meet.example.com');
      expect(calendarOf(mail).ics).not.toContain('meet.example.com');
    }
    const [founder] = mailsTo('asha@acme.io');
    expect(textOf(founder ?? delivered[0]!)).toContain('We will send the meeting link before the call.');
  });
});
