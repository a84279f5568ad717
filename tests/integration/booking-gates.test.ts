import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DateTime } from 'luxon';
import { bookingLinks } from '../../server/booking/booking-links.server';
import { createTestApp, type TestApp } from '../support/test-app';

// A booking is a post like the forms': refused from another site's page (decision 0034) and counted by the forms' limit;
// its cancel link's button is refused the same way and counted like the reminders' signed links.
let t: TestApp;
afterEach(() => t.close());

async function aFreeSlot(): Promise<string> {
  for (let day = DateTime.now().setZone('Asia/Kolkata').plus({ weeks: 1 }), tries = 0; tries < 14; day = day.plus({ days: 1 }), tries++) {
    const res = await request(t.app).get(`/api/booking/slots?date=${day.toISODate() ?? ''}&tz=Asia/Kolkata`);
    const slot = (res.body.slots as Array<{ start: string }>)[0];
    if (slot) return slot.start;
  }
  throw new Error('no free slot in two weeks');
}
const booking = (start: string) => ({ start, name: 'Asha Mehta', email: 'asha@acme.io', topic: 'other', timeZone: 'Asia/Kolkata' });
const post = (body: object, headers: Record<string, string> = {}) => request(t.app).post('/api/booking').set('Idempotency-Key', randomUUID()).set(headers).send(body);
const freeStarts = async (start: string) =>
  ((await request(t.app).get(`/api/booking/slots?date=${start.slice(0, 10)}&tz=Asia/Kolkata`)).body.slots as Array<{ start: string }>).map((s) => s.start);

describe('POST /api/booking gates', () => {
  it('refuses a booking sent from another site’s page with a 403, and the slot stays free', async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '100' });
    const start = await aFreeSlot();
    const res = await post(booking(start), { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await freeStarts(start)).toContain(start);
  });

  it('counts bookings with the visitor’s other posts: past the forms’ limit the next one is a 429 and books nothing', async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '2' });
    const start = await aFreeSlot();
    await request(t.app).post('/api/contact').send({ name: 'Asha Mehta', email: 'asha@acme.io', phone: '+1 555 0100', comment: 'Hello.' });
    const first = await post(booking(start));
    expect(first.status).toBe(201);
    const [, second] = await freeStarts(start);
    if (!second) throw new Error('the day has no second free slot');
    const third = await post(booking(second));
    expect(third.status).toBe(429);
    expect(await freeStarts(start)).toContain(second);
  });
});

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const bookPage = (start: string, headers: Record<string, string> = {}) =>
  request(t.app)
    .post('/book')
    .set('Accept', browserAccept)
    .set(headers)
    .type('form')
    .send({ ...booking(start), key: randomUUID() });
const crossSite = [
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
  ['only an Origin of another site', { Origin: 'https://evil.example' }],
] as const;

/** A booked call and its signed cancel link's path and query, as the invitation (or a confirmation without mail) carries it. */
async function bookedWithCancelLink() {
  const start = await aFreeSlot();
  const res = await post(booking(start));
  expect(res.status).toBe(201);
  const secret = await t.api.bookings!.sharedSecret('booking-links', 'unused');
  const url = new URL(bookingLinks(t.config.siteUrl, secret).cancelUrl(res.body.id as number));
  return { start, link: `${url.pathname}${url.search}` };
}

describe('POST /book and /book/cancel gates', () => {
  it.each(crossSite)('refuses the form’s post to /book from another site’s page (%s) with a 403, and books nothing', async (_, headers) => {
    t = await createTestApp({ FORM_RATE_LIMIT: '100' });
    const start = await aFreeSlot();
    const res = await bookPage(start, headers);
    expect(res.status).toBe(403);
    expect(res.text).not.toContain('Your call is booked');
    expect(await freeStarts(start)).toContain(start);
  });

  it.each(crossSite)('refuses the cancel button’s post from another site’s page (%s) with a 403, and the call stays booked', async (_, headers) => {
    t = await createTestApp({ FORM_RATE_LIMIT: '100' });
    const { start, link } = await bookedWithCancelLink();
    const res = await request(t.app).post(link).set('Accept', browserAccept).set(headers);
    expect(res.status).toBe(403);
    expect(await freeStarts(start)).not.toContain(start);
    expect((await request(t.app).get(link)).text).toContain('Cancel the call');
    // The same link from this site's own page still works: the 403 was the other site's, not the link's.
    expect((await request(t.app).post(link).set('Accept', browserAccept).set('Sec-Fetch-Site', 'same-origin')).text).toContain('Your call is cancelled');
    expect(await freeStarts(start)).toContain(start);
  });

  it('counts the form’s posts to /book with the visitor’s other posts: past the forms’ limit the next one is a 429 and books nothing', async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '2' });
    const start = await aFreeSlot();
    await request(t.app).post('/api/contact').send({ name: 'Asha Mehta', email: 'asha@acme.io', phone: '+1 555 0100', comment: 'Hello.' });
    const first = await bookPage(start);
    expect(first.status).toBe(200);
    expect(first.text).toContain('Your call is booked');
    const [, second] = await freeStarts(start);
    if (!second) throw new Error('the day has no second free slot');
    const third = await bookPage(second);
    expect(third.status).toBe(429);
    expect(await freeStarts(start)).toContain(second);
  });

  it('counts the cancel button’s posts in the signed links’ own limit (as the reminders’ buttons): past it the next one is a 429 and cancels nothing', async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '100', SIGNED_LINK_RATE_LIMIT: '1' });
    const { start, link } = await bookedWithCancelLink();
    const forged = link.replace(/s=[\w-]+/, `s=${'A'.repeat(43)}`);
    expect((await request(t.app).post(forged).set('Accept', browserAccept)).status).toBe(400);
    const res = await request(t.app).post(link).set('Accept', browserAccept);
    expect(res.status).toBe(429);
    expect(await freeStarts(start)).not.toContain(start);
  });
});
