import { inboxKey, isPublicMailDomain, mailDomain } from '../../shared/forms/email-address';

describe('e-mail addresses beyond their spelling', () => {
  it('refuses domains no public mail reaches: this machine, IP literals, single labels and reserved names (RFC 2606, 6761)', () => {
    for (const address of [
      'a@localhost',
      'a@[127.0.0.1]',
      'a@[IPv6:::1]',
      'a@127.0.0.1',
      'a@10.0.0.1',
      'a@intranet',
      'x@example.com',
      'x@mail.example.org',
      'x@example.net',
      'a@shop.test',
      'a@b.example',
      'a@c.invalid',
      'a@d.localhost',
      'a@printer.local',
      'a@Example.COM.',
    ])
      expect([address, isPublicMailDomain(mailDomain(address))]).toEqual([address, false]);
    for (const address of ['founder@acme-books.com', 'a@gmail.com', 'a@mail.co.uk', 'a@example-books.com', 'a@notexample.com', 'a@1password.com'])
      expect([address, isPublicMailDomain(mailDomain(address))]).toEqual([address, true]);
  });

  it('keys one inbox however it is spelt: case, +tags, and dots where Gmail ignores them', () => {
    const one = ['Jane.Doe@gmail.com', 'janedoe+1@gmail.com', 'j.a.n.e.d.o.e+news@GMAIL.com', 'janedoe@googlemail.com', 'JaneDoe+x+y@gmail.com'];
    expect(new Set(one.map(inboxKey))).toEqual(new Set(['janedoe@gmail.com']));
    // Elsewhere a dot is part of the name; a +tag is still a tag.
    expect(inboxKey('Jane.Doe+invoices@Acme-Books.com')).toBe('jane.doe@acme-books.com');
    expect(inboxKey('jane.doe@acme-books.com')).not.toBe(inboxKey('janedoe@acme-books.com'));
    // A name that is all tag keeps what it has.
    expect(inboxKey('+only@acme-books.com')).toBe('+only@acme-books.com');
  });
});
