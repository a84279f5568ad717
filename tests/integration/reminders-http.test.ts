import request from 'supertest';
import { freePort } from '../../scripts/lib/ports';
import { readRawMail } from '../support/raw-mail';
import { startSmtpSink, type Delivered, type SmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';
import { offeredOperatingStates, operatingStateNames } from '../support/operating-states';

const company = { entity: 'c-corp', state: 'DE', formed: '2024-05-01', foreign: '1', fye: '12', contractors: '0', employees: '0' };
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let smtp: SmtpSink;
const delivered: Delivered[] = [];
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink(await freePort(), delivered);
});
afterAll(() => smtp.close());
beforeEach(async () => {
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'Firm <reminders@acme-books.com>', FORM_RATE_LIMIT: '4' });
});
afterEach(() => t.close());

/** The link in the confirmation mail sent to `address`, as a path and query on this site. */
async function confirmationLink(address: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = delivered.find((d) => d.rcptTo.includes(address));
    if (mail) return new URL(/https:\/\/www\.example\.com\/tools\/reminders\/confirm\?\S+/.exec(readRawMail(mail.raw).text)![0]).toString().replace('https://www.example.com', '');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no confirmation mail to ${address}`);
}

describe('reminder sign-up over HTTP', () => {
  it('asks for the state it does business in from the calendar’s own list: every state content/compliance/operates/ has a file for', async () => {
    const page = await request(t.app).get('/tools/reminders');
    expect(offeredOperatingStates(page.text)).toEqual(operatingStateNames());
  });

  it('answers JSON 202, 400 naming the field, and 429 past the forms limit', async () => {
    const ok = await request(t.app)
      .post('/api/tools/reminders')
      .send({ email: 'json@acme-books.com', ...company, foreign: true, fye: 12 });
    expect(ok.status).toBe(202);
    const badEmail = await request(t.app)
      .post('/api/tools/reminders')
      .send({ email: 'not an address', ...company });
    expect([badEmail.status, badEmail.body.field]).toEqual([400, 'email']);
    const badState = await request(t.app)
      .post('/api/tools/reminders')
      .send({ email: 'json@acme-books.com', ...company, state: 'Delaware' });
    expect([badState.status, badState.body.field]).toEqual([400, 'state']);
    await request(t.app)
      .post('/api/tools/reminders')
      .send({ email: 'json@acme-books.com', ...company });
    const limited = await request(t.app)
      .post('/api/tools/reminders')
      .send({ email: 'json@acme-books.com', ...company });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many sign-ups/);
  });

  it('answers a no-JavaScript sign-up past the limit with the short page that gives back the address and the company', async () => {
    for (let i = 0; i < 4; i++)
      await request(t.app)
        .post('/api/tools/reminders')
        .send({ email: `n${i}@acme-books.com`, ...company });
    const limited = await request(t.app)
      .post('/tools/reminders')
      .set('Accept', browserAccept)
      .type('form')
      .send({ email: 'late@acme-books.com', ...company });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain('action="/tools/reminders"');
    expect(limited.text).toContain('value="late@acme-books.com"');
    for (const [name, value] of Object.entries(company)) expect(limited.text).toContain(`name="${name}" value="${value}"`);
    // The short answer, not the page: no stylesheet, no header.
    expect(limited.text.length).toBeLessThan(3_000);
  });

  it('takes a no-JavaScript sign-up, keeps every value when it fails, and confirms only by the button', async () => {
    const failed = await request(t.app)
      .post('/tools/reminders')
      .set('Accept', browserAccept)
      .type('form')
      .send({ email: 'nojs@@example', ...company });
    expect(failed.status).toBe(400);
    expect(failed.text).toContain('value="nojs@@example"');
    for (const [name, value] of Object.entries(company)) expect(failed.text).toContain(`name="${name}" value="${value}"`);

    const taken = await request(t.app)
      .post('/tools/reminders')
      .set('Accept', browserAccept)
      .type('form')
      .send({ email: 'nojs@acme-books.com', ...company });
    expect([taken.status, taken.headers.location]).toEqual([303, '/tools/reminders?sent=1']);
    const sent = await request(t.app).get('/tools/reminders?sent=1');
    expect(sent.text).toContain('Check your e-mail');

    const link = await confirmationLink('nojs@acme-books.com');
    // A mail scanner's GETs confirm nothing: the button's POST afterwards is still the first use.
    for (let i = 0; i < 2; i++) {
      const page = await request(t.app).get(link);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.text).toMatch(/<form class="forms-form" action="\/tools\/reminders\/confirm\?[^"]+" method="post"><button type="submit"[^>]*>Yes, send me reminders</);
    }
    const confirmed = await request(t.app).post(link).type('form').send('');
    expect([confirmed.status, confirmed.text.includes('Your reminders are on')]).toEqual([200, true]);
    const again = await request(t.app).post(link).type('form').send('');
    expect([again.status, again.text.includes('This link no longer works')]).toEqual([400, true]);
  });

  it("unsubscribes at once on a mail client's one-click POST (RFC 8058)", async () => {
    await request(t.app)
      .post('/api/tools/reminders')
      .send({ email: 'oneclick@acme-books.com', ...company });
    const link = await confirmationLink('oneclick@acme-books.com');
    await request(t.app).post(link).type('form').send('');
    const unsubscribe = (await t.api.reminders!.links()).unsubscribeUrl(1).replace('https://www.example.com', '');
    const page = await request(t.app).get(unsubscribe);
    expect(page.text).toContain('Unsubscribe</button>');
    const done = await request(t.app).post(unsubscribe).type('form').send('List-Unsubscribe=One-Click');
    expect([done.status, done.text.includes('You are unsubscribed')]).toEqual([200, true]);
    expect((await request(t.app).post(link).type('form').send('')).status).toBe(400);
    expect((await request(t.app).post(unsubscribe).type('form').send('List-Unsubscribe=One-Click')).status).toBe(400);
  });
});

describe('the sign-up refuses what the calendar refuses and addresses no one reads (issue 34)', () => {
  beforeEach(async () => {
    // More posts than the forms limit of the tests above.
    await t.close();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'Firm <reminders@example.com>', FORM_RATE_LIMIT: '50' });
  });

  it("refuses state=ZZ and formed=9999-12-31 with the calendar's own messages, and addresses at this machine, IP literals and reserved domains, storing nothing", async () => {
    for (const [field, value] of [
      ['state', 'ZZ'],
      ['formed', '9999-12-31'],
    ] as const) {
      // The calendar's JSON, after its one canonical spelling of the query.
      const calendar = await request(t.app)
        .get(`/api/tools/compliance-calendar?${new URLSearchParams({ ...company, [field]: value }).toString()}`)
        .redirects(1);
      expect(calendar.status).toBe(400);
      const signUp = await request(t.app)
        .post('/api/tools/reminders')
        .send({ email: 'founder@acme-books.com', ...company, [field]: value });
      expect([signUp.status, signUp.body]).toEqual([400, { field, error: calendar.body.error }]);
    }
    for (const email of ['a@localhost', 'a@[127.0.0.1]', 'a@127.0.0.1', 'x@example.com', 'x@shop.test', 'x@intranet']) {
      const signUp = await request(t.app)
        .post('/api/tools/reminders')
        .send({ email, ...company });
      expect([email, signUp.status, signUp.body.field]).toEqual([email, 400, 'email']);
    }
    const page = await request(t.app)
      .post('/tools/reminders')
      .set('Accept', browserAccept)
      .type('form')
      .send({ email: 'x@example.com', ...company });
    expect(page.status).toBe(400);
    expect(page.text).toContain('We cannot send e-mail to that address');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(delivered.filter((d) => d.rcptTo.some((to) => /localhost|127\.0\.0\.1|example\.com|\.test|intranet/.test(to)))).toHaveLength(0);
  });
});

describe("the site's hourly ceiling of confirmations (issue 34)", () => {
  let capped: TestApp;
  beforeEach(async () => {
    capped = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'Firm <reminders@acme-books.com>', FORM_RATE_LIMIT: '50', REMINDER_CONFIRMATIONS_PER_HOUR: '2' });
  });
  afterEach(() => capped.close());

  it('answers "try again later" with Retry-After past the ceiling, while a contact message at the same moment is taken', async () => {
    for (const email of ['first@acme-books.com', 'second@acme-books.com'])
      expect(
        (
          await request(capped.app)
            .post('/api/tools/reminders')
            .send({ email, ...company })
        ).status,
      ).toBe(202);
    const [refused, page, message] = await Promise.all([
      request(capped.app)
        .post('/api/tools/reminders')
        .send({ email: 'third@acme-books.com', ...company }),
      request(capped.app)
        .post('/tools/reminders')
        .set('Accept', browserAccept)
        .type('form')
        .send({ email: 'fourth@acme-books.com', ...company }),
      request(capped.app).post('/api/contact').send({ name: 'Asha Mehta', email: 'asha@acme-books.com', phone: '+1 555 0100', comment: 'Call me.' }),
    ]);
    expect(refused.status).toBe(503);
    expect(refused.body.error).toMatch(/try again in an hour/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3_500);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3_600);
    expect(page.status).toBe(503);
    expect(page.text).toContain('Too many people are signing up for reminders just now');
    expect([message.status, message.body]).toEqual([200, { success: true }]);
  });
});

describe('signed links and the query budget behind a shared address (issue 34)', () => {
  beforeEach(async () => {
    await t.close();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'Firm <reminders@acme-books.com>', QUERY_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' });
  });
  const office = { 'X-Forwarded-For': '203.0.113.7' };

  it('opens and presses a confirm link and an unsubscribe link from an address whose query budget a colleague has spent', async () => {
    expect(
      (
        await request(t.app)
          .post('/api/tools/reminders')
          .set(office)
          .send({ email: 'office@acme-books.com', ...company })
      ).status,
    ).toBe(202);
    const link = await confirmationLink('office@acme-books.com');
    for (const q of ['llc', 'ein', 'bank', 'wyoming']) await request(t.app).get(`/help?q=${q}`).set(office);
    expect((await request(t.app).get('/help?q=delaware').set(office)).status).toBe(429);

    const page = await request(t.app).get(link).set(office);
    expect([page.status, page.text.includes('Yes, send me reminders')]).toEqual([200, true]);
    const confirmed = await request(t.app).post(link).set(office).type('form').send('');
    expect([confirmed.status, confirmed.text.includes('Your reminders are on')]).toEqual([200, true]);
    const unsubscribe = (await t.api.reminders!.links()).unsubscribeUrl(1).replace('https://www.example.com', '');
    expect((await request(t.app).get(unsubscribe).set(office)).status).toBe(200);
    // Only the signed links are outside the budget: the sign-up page with a query still counts.
    expect((await request(t.app).get('/tools/reminders?state=WY').set(office)).status).toBe(429);
  });
});
