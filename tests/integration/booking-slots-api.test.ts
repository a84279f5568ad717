import request from 'supertest';
import { DateTime } from 'luxon';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const api = '/api/booking/slots';

describe('GET /api/booking/slots', () => {
  it('answers a coming weekday’s free slots in the asked zone, each start on that date with its offset and each end after it', async () => {
    // The next Tuesday at least a week away: inside the content's horizon and past its notice.
    let day = DateTime.now().setZone('Asia/Kolkata').plus({ days: 7 });
    while (day.weekday !== 2) day = day.plus({ days: 1 });
    const date = day.toISODate() ?? '';
    const res = await request(t.app).get(`${api}?date=${date}&tz=Asia/Kolkata`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.timeZone).toBe('Asia/Kolkata');
    expect(typeof res.body.firmTimeZone).toBe('string');
    const slots = res.body.slots as Array<{ start: string; end: string }>;
    expect(slots.length).toBeGreaterThan(0);
    for (const slot of slots) {
      expect(slot.start).toMatch(new RegExp(`^${date}T\\d\\d:\\d\\d:00\\+05:30$`));
      expect(Date.parse(slot.end)).toBeGreaterThan(Date.parse(slot.start));
    }
  });

  it.each([
    ['date=2026-13-01&tz=UTC', 'date'],
    ['tz=UTC', 'date'],
    ['date=2026-12-01&tz=Nowhere/Special', 'tz'],
    ['date=2026-12-01', 'tz'],
  ])('refuses %s with a 422 naming %s', async (query, field) => {
    const res = await request(t.app).get(`${api}?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
  });
});
