import fc from 'fast-check';
import { composeMail } from '../../server/mail/compose.server';
import type { Submission } from '../../server/storage/message-store.server';

// Not global, so test() has no memory between calls.
const controlCharacters = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const quote = '  |';

// Anything at all, leaning on what forges: line breaks of every kind, terminal escapes, bidi overrides, our own labels.
const hostile = fc.constantFrom(
  '\r\n',
  '\r',
  '\n',
  '\x1b[2J',
  '\x07',
  '\x00',
  '\x7f',
  '\x85',
  '\x9b',
  '\u2028',
  '\u2029',
  '\u202e',
  '\u2066',
  '\t',
  ' ',
  'Email: ',
  'Bcc: evil@attacker.example',
  'Name:',
  quote,
  'é',
);
const typed = fc.array(fc.oneof(hostile, fc.string({ unit: 'binary' })), { maxLength: 8 }).map((parts) => parts.join(''));

function row(kind: Submission['kind'], values: Partial<Submission>): Submission {
  return {
    id: 7,
    kind,
    email: 'eve@visitor.example',
    name: 'Eve',
    phone: '555 0100',
    category: 'Other',
    subject: 'Hello',
    body: 'Hi',
    created_at: '2026-01-02T03:04:05.000Z',
    delivery_state: 'pending',
    attempts: 0,
    next_attempt_at: null,
    last_error: null,
    sent_at: null,
    idempotency_key: null,
    fingerprint: null,
    lease_until: null,
    ...values,
  };
}

/** Our lines of the body: every line that is not the visitor's. */
const ourLines = (text: string) => text.split('\n').filter((line) => !line.startsWith(quote));

/** The lines under a label, up to the next line of ours. */
function valueLines(text: string, label: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`${label}:`) + 1;
  const end = lines.findIndex((line, i) => i >= start && !line.startsWith(quote));
  return lines.slice(start, end);
}

describe('composeMail', () => {
  it.each(['contact', 'query'] as const)('keeps a %s mail unforgeable whatever is typed: a clean one-line Subject, our body lines unchanged, one quoted line per one-line field', (kind) => {
    const plain = composeMail(row(kind, {}), 'Ledgerline', 'firm.example');
    fc.assert(
      fc.property(typed, typed, typed, typed, (name, phone, subject, body) => {
        const mail = composeMail(row(kind, { name, phone, subject, body, category: subject }), 'Ledgerline', 'firm.example');
        expect(mail.subject).not.toMatch(controlCharacters);
        expect(mail.subject).toBe(mail.subject.trim());
        expect(mail.subject).not.toMatch(/\s\s/);
        expect(ourLines(mail.text)).toEqual(ourLines(plain.text));
        expect(mail.text.replace(/[\n\t]/g, '')).not.toMatch(controlCharacters);
        const oneLine = kind === 'contact' ? ['Name', 'Email', 'Phone'] : ['Email', 'Category', 'Subject'];
        for (const label of oneLine) expect(valueLines(mail.text, label)).toHaveLength(1);
        expect(valueLines(mail.text, kind === 'contact' ? 'Message' : 'Description')).toHaveLength(body.split(/\r\n|\r|\n/).length);
      }),
    );
  });

  it('gives a Reply-To only for one plain address', () => {
    for (const email of [
      'eve@visitor.example, evil@attacker.example',
      'eve@visitor.example;evil@attacker.example',
      '"Boss" <boss@firm.example>',
      'Boss <boss@firm.example>',
      'eve@visitor.example\r\nBcc: evil@attacker.example',
      'eve@visitor.example ',
      '',
    ]) {
      expect(composeMail(row('contact', { email }), 'Ledgerline', 'firm.example').replyTo).toBeUndefined();
    }
    // An address object, so nodemailer writes it as it is rather than parsing it into a list.
    expect(composeMail(row('contact', {}), 'Ledgerline', 'firm.example').replyTo).toEqual({ name: '', address: 'eve@visitor.example' });
  });
});
