import request from 'supertest';
import { startSmtpSink, type Delivered, type SmtpSink } from '../support/smtp-sink';
import { readRawMail } from '../support/raw-mail';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';
import { must } from '../support/must';

// The form posts go through the whole app: schema, storage, outbox, nodemailer's SMTP transport, a real SMTP server.
const inbox = 'inbox@firm.example';
const site = 'hello@firm.example';
// Every line of the visitor's text starts with this in the body; a line that does not is ours.
const quote = '  |';
// What a visitor's text must never carry into a header or, unescaped, into the body: C0 (but tab and the body's own
// line breaks), DEL, C1, the line and paragraph separators and the bidirectional marks, embeddings, overrides and isolates.
const controlCharacters = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
// Read as latin1, one character per byte: any C0 byte but tab, CR and LF, DEL, or a C1 byte.
const controlBytes = /(?![\t\r\n])\p{Cc}/u;
// The fields nodemailer writes for the outbox; anything else would have been added by a visitor.
const ourHeaders = ['Content-Transfer-Encoding', 'Content-Type', 'Date', 'From', 'MIME-Version', 'Message-ID', 'Reply-To', 'Subject', 'To'];

describe('mail that cannot be forged', () => {
  const delivered: Delivered[] = [];
  let smtp: SmtpSink;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpSink(0, delivered);
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, CONTACT_EMAIL: site, CONTACT_INBOX: inbox, FORM_RATE_LIMIT: '100' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** Posts a form as the browser's script does and returns the e-mail the SMTP server received for it. */
  async function mailFor(path: string, form: Record<string, string>): Promise<Delivered> {
    const before = delivered.length;
    const res = await request(t.app).post(path).send(form);
    expect([res.status, res.body]).toEqual([200, { success: true }]);
    await waitFor('the outbox to deliver the message', () => delivered.length > before, 10_000, 20);
    expect(delivered).toHaveLength(before + 1);
    return must(delivered[before], 'the delivered mail');
  }

  /** What holds for every message: delivered to the inbox alone, our header fields only, each once, all printable ASCII. */
  function expectOurEnvelopeAndHeaders(mail: Delivered) {
    expect([mail.mailFrom, mail.rcptTo]).toEqual([site, [inbox]]);
    const { fields, headerLines } = readRawMail(mail.raw);
    expect(fields.map(([name]) => name).sort()).toEqual(ourHeaders);
    for (const line of headerLines) expect(line).toMatch(/^[\x20-\x7e]*$/);
  }

  it('a CR/LF and Bcc line typed into a field adds no header and no recipient, and no typed line passes for one of our fields', async () => {
    const mail = await mailFor('/api/contact', {
      name: 'Eve\r\nBcc: evil@attacker.example\r\nEmail: boss@firm.example',
      email: 'eve@visitor.example',
      phone: '555 0100\nPhone: 000',
      comment: 'Hello.\r\nEmail: forged@attacker.example\r\n\r\nName: Mallory\rCc: evil@attacker.example',
    });
    expectOurEnvelopeAndHeaders(mail);
    const parsed = readRawMail(mail.raw);
    expect(parsed.header('Reply-To')).toEqual(['eve@visitor.example']);
    expect(parsed.header('Subject')).toEqual(['[Ledgerline] New contact message from Eve Bcc: evil@attacker.example Email: boss@firm.example']);

    const lines = parsed.text.split('\n');
    // Our field labels, each once, on lines of their own; whatever the visitor typed is on quoted lines.
    expect(lines.filter((line) => /^\s*(Name|Email|Phone|Message|Bcc|Cc):/i.test(line))).toEqual(['Name:', 'Email:', 'Phone:', 'Message:']);
    for (const typed of ['Bcc:', 'boss@firm.example', 'Phone: 000', 'forged@attacker.example', 'Mallory', 'Cc:']) {
      const where = lines.filter((line) => line.includes(typed));
      expect(where.length).toBeGreaterThan(0);
      for (const line of where) expect(line.startsWith(`${quote} `)).toBe(true);
    }
    // A one-line field stays one line, its breaks shown; the message keeps its lines, each quoted.
    expect(lines).toContain(`${quote} Eve\\r\\nBcc: evil@attacker.example\\r\\nEmail: boss@firm.example`);
    expect(lines).toContain(`${quote} 555 0100\\nPhone: 000`);
    const message = lines.slice(lines.indexOf('Message:') + 1, lines.indexOf('Message:') + 6);
    expect(message).toEqual([`${quote} Hello.`, `${quote} Email: forged@attacker.example`, quote, `${quote} Name: Mallory`, `${quote} Cc: evil@attacker.example`]);
  });

  it('ESC, BEL, C1 and bidi controls reach neither the Subject nor the raw message; the body shows each one escaped', async () => {
    const mail = await mailFor('/api/contact/submit-query', {
      email: 'mallory@visitor.example',
      category: 'Other',
      subject: 'Invoice \x1b[2J\x07overdue \u202egnp.exe \u009b31m\u2028red',
      description: 'Line one\x1b]0;pwned\x07\n\tTabbed\u2066 line\x7f\r\nLast \u0000',
    });
    expectOurEnvelopeAndHeaders(mail);
    // No control byte anywhere in what was sent, and no line break but CRLF.
    expect(mail.raw.toString('latin1')).not.toMatch(controlBytes);
    expect(mail.raw.toString('latin1')).not.toMatch(/\r(?!\n)|(?<!\r)\n/);

    const parsed = readRawMail(mail.raw);
    const [subject] = parsed.header('Subject');
    expect(subject).not.toMatch(controlCharacters);
    expect(subject).toBe('[Ledgerline] Support query: Invoice [2J overdue gnp.exe 31m red');

    expect(parsed.text.replace(/[\n\t]/g, '')).not.toMatch(controlCharacters);
    const lines = parsed.text.split('\n');
    expect(lines).toContain(`${quote} Invoice \\x1b[2J\\x07overdue \\u202egnp.exe \\x9b31m\\u2028red`);
    const description = lines.slice(lines.indexOf('Description:') + 1, lines.indexOf('Description:') + 4);
    expect(description).toEqual([`${quote} Line one\\x1b]0;pwned\\x07`, `${quote} \tTabbed\\u2066 line\\x7f`, `${quote} Last \\x00`]);
  });

  it('the Reply-To is only ever one plain address: a stored list, display name or header line is left out, and the envelope is unchanged', async () => {
    // The form refuses these (the browser's own e-mail rule), so nothing reaches the outbox from a post...
    for (const email of ['eve@visitor.example, evil@attacker.example', '"Boss" <boss@firm.example>', 'eve@visitor.example\r\nBcc: evil@attacker.example']) {
      const res = await request(t.app).post('/api/contact').send({ name: 'Eve', email, phone: '555 0100', comment: 'Hi' });
      expect(res.status).toBe(400);
    }
    // ...but a row stored some other way (an older release, a hand-made insert) must not become a header either.
    for (const email of ['eve@visitor.example, evil@attacker.example', '"Boss" <boss@firm.example>', 'eve@visitor.example\r\nBcc: evil@attacker.example']) {
      const before = delivered.length;
      await t.api.sendContact({ name: 'Eve', email, phone: '555 0100', comment: 'Stored without the form' });
      await waitFor('the outbox to deliver the stored row', () => delivered.length > before, 10_000, 20);
      const mail = must(delivered[before], 'the delivered mail');
      expect([mail.mailFrom, mail.rcptTo]).toEqual([site, [inbox]]);
      const parsed = readRawMail(mail.raw);
      expect(parsed.fields.map(([name]) => name).sort()).toEqual(ourHeaders.filter((name) => name !== 'Reply-To'));
      expect(parsed.text.split('\n')).toContain(`${quote} ${email.replace(/\r/g, '\\r').replace(/\n/g, '\\n')}`);
    }
  });
});
