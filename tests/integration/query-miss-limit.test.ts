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

/**
 * Inside the minute's budget, a client's new answers are also capped per
 * second, so a script's whole budget cannot arrive as one burst of renders
 * that every other visitor's request waits behind. The clock is the test's
 * (Date only), so a slow machine cannot stretch a "second" between requests.
 */
describe('the per-second cap inside the budget of new query answers', () => {
  let t: TestApp;
  beforeEach(async () => {
    jest.useFakeTimers({
      doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
    });
    // A minute's budget of 12, whose share of a second is a quick visitor's 5 pages.
    t = await createTestApp({ QUERY_RATE_LIMIT: '12', TRUST_PROXY: 'loopback' });
  });
  afterEach(async () => {
    jest.useRealTimers();
    await t.close();
  });

  const search = (address: string) => (q: string) => request(t.app).get(`/help?q=${q}`).set({ 'X-Forwarded-For': address });
  const aSecondLater = () => jest.setSystemTime(Date.now() + 1_100);
  const statuses = (answers: Array<{ status: number }>) => answers.map((answer) => answer.status).sort();

  it('refuses a burst past the second’s share with the short 429, serves other clients, and does not spend the minute on the refusals', async () => {
    const burst = await Promise.all(['llc', 'ein', 'bank', 'wyoming', 'delaware', 'payroll', 'franchise', 'sales'].map(search('203.0.113.7')));
    expect(statuses(burst)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const refused = burst.find((answer) => answer.status === 429)!;
    expect([refused.headers['retry-after'], refused.headers['cache-control']]).toEqual(['1', 'no-store']);
    expect(refused.text).toContain('Please wait a minute');
    expect(refused.text.length).toBeLessThan(1_000);
    // In the same second, another client is served.
    expect((await search('198.51.100.9')('agent')).status).toBe(200);

    // The next second the client is served again: five more renders, ten of its twelve.
    aSecondLater();
    expect(statuses(await Promise.all(['annual', 'nexus', 'dividends', 'audit', 'itin'].map(search('203.0.113.7'))))).toEqual([200, 200, 200, 200, 200]);
    // The three refusals spent none of the minute: two renders are left, then the minute's 429, which says to wait out the minute.
    aSecondLater();
    const last = await Promise.all(['s-corp', 'boi', 'ca'].map(search('203.0.113.7')));
    expect(statuses(last)).toEqual([200, 200, 429]);
    expect(Number(last.find((answer) => answer.status === 429)!.headers['retry-after'])).toBeGreaterThan(50);
  });
});
