import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DateTime } from 'luxon';
import { availability } from '../../shared/content/generated/booking';
import type { ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';
import { clusterForSuite, freshDatabase } from '../support/postgres-cluster';
import { createTestApp, type TestApp } from '../support/test-app';

const apps: TestApp[] = [];
const app = async (env: Record<string, string> = {}) => {
  const t = await createTestApp({ FORM_RATE_LIMIT: '1000', ...env });
  apps.push(t);
  return t;
};
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

/** The first free slot a week or more ahead, as the slots API offers it to a founder in Berlin. */
async function aFreeSlot(t: TestApp, weeksAhead = 1): Promise<string> {
  for (let day = DateTime.now().setZone('Europe/Berlin').plus({ weeks: weeksAhead }), tries = 0; tries < 14; day = day.plus({ days: 1 }), tries++) {
    const res = await request(t.app).get(`/api/booking/slots?date=${day.toISODate() ?? ''}&tz=Europe/Berlin`);
    const slot = (res.body.slots as Array<{ start: string }>)[0];
    if (slot) return slot.start;
  }
  throw new Error('no free slot in two weeks');
}

const booking = (start: string, name = 'Asha Mehta') => ({ start, name, email: 'asha@acme.io', topic: 'other', timeZone: 'Europe/Berlin' });
const post = (t: TestApp, body: object, key: string = randomUUID()) => request(t.app).post('/api/booking').set('Idempotency-Key', key).send(body);

describe('POST /api/booking on SQLite', () => {
  it('books a free slot once: 201 with the slot in the founder’s zone, then the slot is gone from the slots API', async () => {
    const t = await app();
    const start = await aFreeSlot(t);
    const res = await post(t, booking(start));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ start });
    expect(Date.parse(res.body.end) - Date.parse(start)).toBe(availability.slotMinutes * 60_000);
    const day = start.slice(0, 10);
    const after = await request(t.app).get(`/api/booking/slots?date=${day}&tz=Europe/Berlin`);
    expect((after.body.slots as Array<{ start: string }>).map((s) => s.start)).not.toContain(start);
  });

  it('answers the same key again with the same booking, and the same key for another booking with a 422', async () => {
    const t = await app();
    const start = await aFreeSlot(t);
    const key = randomUUID();
    const first = await post(t, booking(start), key);
    const again = await post(t, booking(start), key);
    expect(first.status).toBe(201);
    expect(again.body).toEqual(first.body);
    const reused = await post(t, booking(start, 'Someone Else'), key);
    expect(reused.status).toBe(422);
  });

  it('gives twenty simultaneous posts for one slot one 201 and nineteen 409s, each 409 offering other free slots', async () => {
    const t = await app();
    const start = await aFreeSlot(t);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(t, booking(start, `Founder ${i}`))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      const offered = refused.body.slots as Array<{ start: string }>;
      expect(offered.length).toBeGreaterThan(0);
      expect(offered.map((s) => s.start)).not.toContain(start);
    }
  });

  it.each([
    ['a past slot', { start: '2020-01-06T09:00:00-05:00' }, 'start'],
    ['a time outside the firm’s hours', { start: 'OUTSIDE' }, 'start'],
    ['a start without its offset', { start: 'NO-OFFSET' }, 'start'],
    ['a bad e-mail address', { email: 'asha@' }, 'email'],
    ['an unknown topic', { topic: 'astrology' }, 'topic'],
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['an empty name', { name: ' ' }, 'name'],
  ])('refuses %s with a 422 naming the field', async (_what, change, field) => {
    const t = await app();
    const start = await aFreeSlot(t);
    const outside = DateTime.fromISO(start, { setZone: true }).setZone(availability.timeZone).set({ hour: 3 }).toISO() ?? '';
    const body = { ...booking(start), ...change };
    if (body.start === 'OUTSIDE') body.start = outside;
    if (body.start === 'NO-OFFSET') body.start = start.slice(0, 19);
    const res = await post(t, body);
    expect(res.status).toBe(422);
    expect(res.body.field).toBe(field);
  });

  it('refuses a slot inside the minimum notice with a 422 naming start', async () => {
    const t = await app();
    // The firm's next slot start on the grid, whatever it is, is inside the notice if it is within it from now.
    const soon = DateTime.now().plus({ minutes: Math.max(1, availability.minimumNoticeMinutes - 30) });
    const res = await post(t, booking(soon.toISO() ?? ''));
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('start');
  });
});

describe('POST /api/booking on PostgreSQL, two replicas', () => {
  let cluster: ThrowawayPostgres;
  beforeAll(async () => {
    cluster = await clusterForSuite();
  });
  afterAll(() => cluster?.stop());

  it('gives twenty simultaneous posts for one slot, split across the replicas, one 201 and nineteen 409s', async () => {
    const url = await freshDatabase(cluster, 'booking_race');
    const [a, b] = [await app({ DATABASE_URL: url }), await app({ DATABASE_URL: url })];
    const start = await aFreeSlot(a, 2);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => post(i % 2 ? a : b, booking(start, `Founder ${i}`))));
    expect(answers.map((r) => r.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    // Both replicas now leave it out.
    for (const t of [a, b]) {
      const slots = await request(t.app).get(`/api/booking/slots?date=${start.slice(0, 10)}&tz=Europe/Berlin`);
      expect((slots.body.slots as Array<{ start: string }>).map((s) => s.start)).not.toContain(start);
    }
  });
});
