import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { bookingLinks } from '../../server/booking/booking-links.server';
import { createTestApp, type TestApp } from '../support/test-app';

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
});
afterEach(() => t.close());

/** The radio inputs named start a page offers, in its order. */
const offered = (html: string) =>
  [...html.matchAll(/<input type="radio"[^>]*>/g)]
    .map((m) => m[0])
    .filter((input) => input.includes('name="start"'))
    .map((input) => ({ id: /id="([^"]+)"/.exec(input)?.[1] ?? '', value: /value="([^"]+)"/.exec(input)?.[1] ?? '' }));
const hiddenKey = (html: string) => /name="key" value="([^"]+)"/.exec(html)?.[1] ?? '';
const book = (fields: Record<string, string>) => request(t.app).post('/book').set('Accept', browserAccept).type('form').send(fields);

async function firstSlot(tz = 'Europe/Berlin') {
  const page = await request(t.app).get(`/book?tz=${tz}`);
  const [slot] = offered(page.text);
  if (!slot) throw new Error('no free slot on /book');
  return { slot, key: hiddenKey(page.text) };
}

const fields = (start: string, more: Record<string, string> = {}) => ({
  start,
  name: 'Asha Mehta',
  email: 'asha@acme.io',
  topic: 'taxes',
  timeZone: 'Europe/Berlin',
  key: randomUUID(),
  ...more,
});

describe('/book without JavaScript', () => {
  it('lists the coming days’ free times as radio buttons in fieldsets, in the firm’s zone by default, with the zone choice and the fields', async () => {
    const res = await request(t.app).get('/book');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/no-store/);
    expect(res.text).toMatch(/<select id="book-tz" name="tz"/);
    expect(res.text).toMatch(/<option value="America\/New_York" selected="">/);
    expect(res.text).toMatch(/<fieldset class="forms-field book-day"><legend>\w+day, \d+ \w+<\/legend>/);
    const slots = offered(res.text);
    expect(slots.length).toBeGreaterThan(3);
    for (const slot of slots) expect(slot.value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00-0[45]:00$/);
    for (const name of ['name', 'email', 'topic']) expect(res.text).toContain(`name="${name}"`);
  });

  it('shows the times in the zone ?tz= names, and sends a zone it does not offer to the plain page', async () => {
    // Any spelling of a zone (case, an alias) is the runtime's one spelling of it: at most one page per zone.
    const kathmandu = await request(t.app).get('/book?tz=asia/kathmandu').redirects(1);
    expect(kathmandu.status).toBe(200);
    expect(offered(kathmandu.text).length).toBeGreaterThan(0);
    for (const slot of offered(kathmandu.text)) expect(slot.value).toMatch(/\+05:45$/);
    const unknown = await request(t.app).get('/book?tz=Nowhere/Special');
    expect(unknown.status).toBe(301);
    expect(unknown.headers.location).toBe('/book');
  });

  it('books a time: the confirmation shows it in the founder’s and the firm’s zone, with a working .ics link; the time is then gone', async () => {
    const { slot } = await firstSlot();
    const res = await book(fields(slot.value));
    expect(res.status).toBe(200);
    expect(res.text).toContain('Your call is booked');
    expect(res.text).toMatch(/Europe\/Berlin/);
    expect(res.text).toMatch(/America\/New York/);
    const ics = /<a href="https:\/\/www\.example\.com(\/book\/call\.ics\?[^"]+)" download="call\.ics"/.exec(res.text)?.[1]?.replaceAll('&amp;', '&');
    expect(ics).toBeDefined();
    const file = await request(t.app).get(ics ?? '');
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/calendar; charset=utf-8; method=REQUEST/);
    expect(file.text).toMatch(/^METHOD:REQUEST\r$/m);
    expect(file.text).toMatch(new RegExp(`^DTSTART:${new Date(slot.value).toISOString().replace(/[-:]|\.000/g, '')}\r$`, 'm'));
    expect(offered((await request(t.app).get('/book?tz=Europe/Berlin')).text).map((s) => s.value)).not.toContain(slot.value);
  });

  it('the same form posted twice books once and confirms twice (its key); another post for the time is a 409 listing free times, with every value kept', async () => {
    const { slot } = await firstSlot();
    const once = fields(slot.value);
    expect((await book(once)).status).toBe(200);
    expect((await book(once)).status).toBe(200);
    const taken = await book(fields(slot.value, { name: 'Ben Okafor', email: 'ben@okafor.io', topic: 'bookkeeping' }));
    expect(taken.status).toBe(409);
    expect(taken.text).toMatch(/<a href="#book-start-0-0">Someone booked that time/);
    expect(taken.text).toContain('value="Ben Okafor"');
    expect(taken.text).toContain('value="ben@okafor.io"');
    expect(taken.text).toMatch(/<option value="bookkeeping" selected="">/);
    expect(taken.text).toMatch(/<input type="hidden" name="timeZone" value="Europe\/Berlin"/);
    const still = offered(taken.text).map((s) => s.value);
    expect(still.length).toBeGreaterThan(0);
    expect(still).not.toContain(slot.value);
  });

  it.each([
    ['email', { email: 'not-an-address' }, 'book-email'],
    ['name', { name: '' }, 'book-name'],
    ['topic', { topic: 'astrology' }, 'book-topic'],
  ])('a bad %s is a 422: the form again, the error linked to its field, the other values kept', async (field, bad, id) => {
    const { slot } = await firstSlot();
    const res = await book(fields(slot.value, bad));
    expect(res.status).toBe(422);
    expect(res.text).toContain(`<a href="#${id}">`);
    expect(res.text).toMatch(new RegExp(`id="${id}"[^>]*aria-invalid="true"`));
    expect(res.text).toMatch(
      new RegExp(`<input type="radio"[^>]*value="${slot.value.replace('+', '\\+')}"[^>]*checked=""|<input type="radio"[^>]*checked=""[^>]*value="${slot.value.replace('+', '\\+')}"`),
    );
    if (field !== 'name') expect(res.text).toContain('value="Asha Mehta"');
  });

  it('a time that is not one of the firm’s is a 422 naming the times', async () => {
    const res = await book(fields('2030-01-01T03:17:00+01:00'));
    expect(res.status).toBe(422);
    expect(res.text).toMatch(/<a href="#book-start-0-0">Choose one of the free times/);
  });
});

describe('/book on a site that sends no e-mail (no SMTP_URL)', () => {
  it('the confirmation says no e-mail will come and carries the signed cancel link itself, which cancels the call without promising a cancellation mail', async () => {
    const { slot } = await firstSlot();
    const res = await book(fields(slot.value));
    expect(res.status).toBe(200);
    const text = res.text.replaceAll('&#x27;', '’').replaceAll('&amp;', '&');
    expect(text).toContain('We will not send you an e-mail about this call');
    expect(text).not.toMatch(/We have sent an invitation/);
    expect(text).toMatch(/<a href="https:\/\/www\.example\.com\/book\/call\.ics\?b=\d+&s=[\w-]+" download="call\.ics">/);
    const cancel = /<a href="https:\/\/www\.example\.com(\/book\/cancel\?b=\d+&s=[\w-]+)">Cancel this call<\/a>/.exec(text)?.[1];
    expect(cancel).toBeDefined();

    const shown = await request(t.app).get(cancel ?? '');
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Cancel the call');
    expect(shown.text).not.toMatch(/we both get a cancellation/);
    const done = await request(t.app)
      .post(cancel ?? '')
      .set('Accept', browserAccept);
    expect(done.text).toContain('Your call is cancelled');
    expect(done.text).not.toMatch(/sent a cancellation/);
    expect(offered((await request(t.app).get('/book?tz=Europe/Berlin')).text).map((s) => s.value)).toContain(slot.value);
    expect(
      (
        await request(t.app)
          .post(cancel ?? '')
          .set('Accept', browserAccept)
      ).text,
    ).toContain('already cancelled');
  });
});

describe('/book/cancel', () => {
  async function booked() {
    const { slot } = await firstSlot();
    const res = await book(fields(slot.value));
    const id = Number(/\?b=(\d+)/.exec(res.text)?.[1]);
    const secret = await t.api.bookings!.sharedSecret('booking-links', 'unused');
    return { slot, url: new URL(bookingLinks(t.config.siteUrl, secret).cancelUrl(id)), id };
  }

  it('a GET shows the button and changes nothing; the POST cancels, frees the time for a new booking; a second POST says it was already cancelled', async () => {
    const { slot, url } = await booked();
    const link = `${url.pathname}${url.search}`;
    const shown = await request(t.app).get(link);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain('Cancel the call');
    expect(shown.text).toMatch(/noindex/);
    expect(offered((await request(t.app).get('/book?tz=Europe/Berlin')).text).map((s) => s.value)).not.toContain(slot.value);
    const done = await request(t.app).post(link).set('Accept', browserAccept);
    expect(done.status).toBe(200);
    expect(done.text).toContain('Your call is cancelled');
    expect(offered((await request(t.app).get('/book?tz=Europe/Berlin')).text).map((s) => s.value)).toContain(slot.value);
    expect((await book(fields(slot.value, { name: 'Ben Okafor' }))).status).toBe(200);
    const again = await request(t.app).post(link).set('Accept', browserAccept);
    expect(again.status).toBe(200);
    expect(again.text).toContain('already cancelled');
  });

  it('a link with a bad signature, or for another use, is a 400 that cancels nothing', async () => {
    const { slot, url, id } = await booked();
    const forged = `${url.pathname}?b=${id}&s=${'A'.repeat(43)}`;
    expect((await request(t.app).get(forged)).status).toBe(400);
    expect((await request(t.app).post(forged).set('Accept', browserAccept)).status).toBe(400);
    const secret = await t.api.bookings!.sharedSecret('booking-links', 'unused');
    const ics = new URL(bookingLinks(t.config.siteUrl, secret).icsUrl(id));
    expect((await request(t.app).post(`${url.pathname}${ics.search}`).set('Accept', browserAccept)).status).toBe(400);
    expect(offered((await request(t.app).get('/book?tz=Europe/Berlin')).text).map((s) => s.value)).not.toContain(slot.value);
  });
});

describe('Book a call, where a founder decides to talk', () => {
  it.each([
    ['/pricing', /<a[^>]*href="\/book"[^>]*>Book a call<span class="visually-hidden"> about Bookkeeping<\/span><\/a>/],
    ['/contact', /Rather talk it through\? <a[^>]*href="\/book"[^>]*>Book a call<\/a>/],
    ['/tools/delaware-franchise-tax?class=1000000:1&class=250000:5&issued=485000&assets=1000000&filed=2027-04-02', /Rather talk it through\? <a[^>]*href="\/book"[^>]*>Book a call<\/a>/],
    ['/tools/compliance-calendar?entity=c-corp&state=DE&formed=2024-05-01', /Rather talk it through\? <a[^>]*href="\/book"[^>]*>Book a call<\/a>/],
  ])('%s links to /book', async (path, link) => {
    const res = await request(t.app).get(path).redirects(2);
    expect(res.status).toBe(200);
    expect(res.text.replaceAll('<!-- -->', '')).toMatch(link);
  });
});
