import request from 'supertest';
import { freePort } from '../../scripts/lib/throwaway-postgres';
import { readRawMail } from '../support/raw-mail';
import { startSmtpSink, type Delivered, type SmtpSink } from '../support/smtp-sink';
import { createTestApp, type TestApp } from '../support/test-app';

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
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'Firm <reminders@example.com>', FORM_RATE_LIMIT: '4' });
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
  it('answers JSON 202, 400 naming the field, and 429 past the forms limit', async () => {
    const ok = await request(t.app)
      .post('/api/tools/reminders')
      .send({ email: 'json@example.com', ...company, foreign: true, fye: 12 });
    expect(ok.status).toBe(202);
    const badEmail = await request(t.app)
      .post('/api/tools/reminders')
      .send({ email: 'not an address', ...company });
    expect([badEmail.status, badEmail.body.field]).toEqual([400, 'email']);
    const badState = await request(t.app)
      .post('/api/tools/reminders')
      .send({ email: 'json@example.com', ...company, state: 'Delaware' });
    expect([badState.status, badState.body.field]).toEqual([400, 'state']);
    await request(t.app)
      .post('/api/tools/reminders')
      .send({ email: 'json@example.com', ...company });
    const limited = await request(t.app)
      .post('/api/tools/reminders')
      .send({ email: 'json@example.com', ...company });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/Too many sign-ups/);
  });

  it('answers a no-JavaScript sign-up past the limit with the short page that gives back the address and the company', async () => {
    for (let i = 0; i < 4; i++)
      await request(t.app)
        .post('/api/tools/reminders')
        .send({ email: `n${i}@example.com`, ...company });
    const limited = await request(t.app)
      .post('/tools/reminders')
      .set('Accept', browserAccept)
      .type('form')
      .send({ email: 'late@example.com', ...company });
    expect(limited.status).toBe(429);
    expect(limited.text).toContain('action="/tools/reminders"');
    expect(limited.text).toContain('value="late@example.com"');
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
      .send({ email: 'nojs@example.com', ...company });
    expect([taken.status, taken.headers.location]).toEqual([303, '/tools/reminders?sent=1']);
    const sent = await request(t.app).get('/tools/reminders?sent=1');
    expect(sent.text).toContain('Check your e-mail');

    const link = await confirmationLink('nojs@example.com');
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
      .send({ email: 'oneclick@example.com', ...company });
    const link = await confirmationLink('oneclick@example.com');
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
