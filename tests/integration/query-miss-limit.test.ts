import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * A client asking for ever new query answers (help searches, calendars, blog
 * pages) gets a cheap 429 past its budget, while answers already cached, and
 * other clients, are not affected.
 */
describe('the budget of new query answers per client', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ QUERY_RATE_LIMIT: '3', TRUST_PROXY: 'loopback' });
  });
  afterEach(() => t.close());

  const from = (address: string) => ({ 'X-Forwarded-For': address });

  it('answers new searches until the budget is spent, then a short 429 page that says to wait, with Retry-After', async () => {
    for (const q of ['llc', 'ein', 'bank']) expect((await request(t.app).get(`/help?q=${q}`).set(from('203.0.113.7'))).status).toBe(200);
    const refused = await request(t.app).get('/help?q=wyoming').set(from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toContain('Please wait a minute');
    expect(refused.text.length).toBeLessThan(1_000);
  });

  it('keeps answering what the cache already holds, and other clients', async () => {
    for (const q of ['llc', 'ein', 'bank']) await request(t.app).get(`/help?q=${q}`).set(from('203.0.113.7'));
    const cached = await request(t.app).get('/help?q=llc').set(from('203.0.113.7'));
    expect([cached.status, cached.headers['x-cache']]).toEqual([200, 'HIT']);
    expect((await request(t.app).get('/pricing').set(from('203.0.113.7'))).status).toBe(200);
    expect((await request(t.app).get('/help?q=delaware').set(from('198.51.100.9'))).status).toBe(200);
  });

  it('counts every render of a page no cache keeps, without a query too (the reminders sign-up, confirm and unsubscribe pages)', async () => {
    // With a query, such a page counts once, not once as a page and again as a query.
    for (const page of ['/tools/reminders?sent=1', '/tools/reminders/confirm', '/tools/reminders/unsubscribe']) {
      const shown = await request(t.app).get(page).set(from('203.0.113.7'));
      expect([page, shown.status === 429, shown.headers['cache-control']]).toEqual([page, false, 'no-store']);
    }
    for (const page of ['/tools/reminders', '/tools/reminders/confirm', '/tools/reminders/unsubscribe']) {
      const refused = await request(t.app).get(page).set(from('203.0.113.7'));
      expect([page, refused.status, refused.text.length < 1_000]).toEqual([page, 429, true]);
    }
    // Cached pages never count, and another client has its own budget.
    expect((await request(t.app).get('/tools').set(from('203.0.113.7'))).status).toBe(200);
    expect((await request(t.app).get('/tools/reminders').set(from('198.51.100.9'))).status).toBe(200);
  });

  it('answers the API in JSON past the budget', async () => {
    for (const q of ['llc', 'ein', 'bank']) await request(t.app).get(`/api/search?q=${q}`).set(from('203.0.113.7'));
    const refused = await request(t.app).get('/api/search?q=wyoming').set(from('203.0.113.7'));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: expect.stringMatching(/wait a minute/) });
  });
});
