import { contactSchema, fieldMaxLength, supportQuerySchema, validate } from '../../shared/forms/schemas';

const contact = { name: 'Asha Mehta', email: 'asha@example.com', phone: '+91 98765 43210', comment: 'Bookkeeping for my Delaware C-corp.' };
const query = { email: 'asha@example.com', category: 'Tax Filling', subject: 'Form 5472', description: 'Do I need to file it?' };
const querySchema = supportQuerySchema('Ledgerline Portal');

const contactErrors = (change: Partial<Record<keyof typeof contact, unknown>>) => {
  const result = validate(contactSchema, { ...contact, ...change });
  return result.ok ? {} : result.errors;
};

describe('the contact schema (SPEC section 5)', () => {
  it('requires all four fields, with the product’s messages', () => {
    expect(validate(contactSchema, {})).toEqual({
      ok: false,
      errors: { name: 'Name is required', email: 'Email is required', phone: 'Phone is required', comment: 'Message is required' },
    });
  });

  it('treats whitespace-only values as empty and trims what it keeps', () => {
    expect(contactErrors({ name: '  ', email: ' \t', phone: '\n', comment: '   ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone is required',
      comment: 'Message is required',
    });
    expect(validate(contactSchema, { name: ' Asha ', email: ' a@b ', phone: ' 12345 ', comment: ' Hi ' })).toEqual({
      ok: true,
      value: { name: 'Asha', email: 'a@b', phone: '12345', comment: 'Hi' },
    });
  });

  it.each(['a@b', 'asha@example.com', 'first.last+tag@mail.example.co.uk', "o'neil@example.com", 'a@b-c.d', 'A@B.COM'])('accepts %s, as a browser’s type=email does', (email) => {
    expect(contactErrors({ email })).toEqual({});
  });

  it.each(['a@b..c', 'a b@c', 'asha@', '@example.com', 'asha', 'a@-b.c', 'a@b.c-', 'a@@b', 'a@b c'])('rejects %s, as a browser’s type=email does', (email) => {
    expect(contactErrors({ email })).toEqual({ email: 'Enter a valid email address' });
  });

  it.each(['12345', 'abc', '+1 (555) 010-9999 ext. 7', '0'])('accepts any non-empty phone, such as %s', (phone) => {
    expect(contactErrors({ phone })).toEqual({});
  });

  it('accepts each field at its maximum length and rejects one character more with a clear message', () => {
    const atMost = {
      name: (n: number) => 'n'.repeat(n),
      email: (n: number) => `${'e'.repeat(n - 4)}@b.c`,
      phone: (n: number) => '1'.repeat(n),
      comment: (n: number) => 'c'.repeat(n),
    };
    const labels = { name: 'Name', email: 'Email', phone: 'Phone', comment: 'Message' };
    for (const field of ['name', 'email', 'phone', 'comment'] as const) {
      const max = fieldMaxLength[field];
      expect([field, contactErrors({ [field]: atMost[field](max) })]).toEqual([field, {}]);
      expect(contactErrors({ [field]: atMost[field](max + 1) })).toEqual({ [field]: `${labels[field]} must be at most ${max.toLocaleString('en-US')} characters` });
    }
  });

  it('measures the maximum after trimming', () => {
    expect(contactErrors({ name: ` ${'n'.repeat(fieldMaxLength.name)} ` })).toEqual({});
  });

  it('rejects values that are not strings as missing', () => {
    expect(contactErrors({ name: 42, phone: ['12345'] })).toEqual({ name: 'Name is required', phone: 'Phone is required' });
  });
});

describe('the support query schema', () => {
  it('uses the same e-mail rule as the browser', () => {
    expect(validate(querySchema, { ...query, email: 'a@b' }).ok).toBe(true);
    expect(validate(querySchema, { ...query, email: 'a@b..c' })).toEqual({ ok: false, errors: { email: 'Enter a valid email address' } });
    expect(validate(querySchema, { ...query, email: '   ' })).toEqual({ ok: false, errors: { email: 'Email is required' } });
  });
});
