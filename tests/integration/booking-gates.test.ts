import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DateTime } from 'luxon';
import { createTestApp, type TestApp } from '../support/test-app';

// A booking is a post like the forms': refused from another site's page (decision 0034) and counted by the forms' limit.
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
