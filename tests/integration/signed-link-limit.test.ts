import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Every signed link renders a page, forged or not, posted or opened, so each
 * client has a limit of its own on them (not the query budget, which others
 * behind its address share): past it, a short 429 before any render, which
 * leaves other clients, and the client's other pages, untouched.
 */
describe('the limit on signed links per client', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ SIGNED_LINK_RATE_LIMIT: '3', QUERY_RATE_LIMIT: '100', TRUST_PROXY: 'loopback' });
  });
  afterEach(() => t.close());

  const from = (address: string) => ({ 'X-Forwarded-For': address });
  const forged = (n: number) => `/tools/reminders/${n % 2 ? 'confirm' : 'unsubscribe'}?r=${n + 1}&e=${Date.now() + 86_400_000}&s=${'A'.repeat(43)}`;

  it('renders the invalid-link page until the limit is spent, then answers a short 429 with Retry-After', async () => {
    for (let n = 0; n < 3; n++) {
      const rendered = await request(t.app).post(forged(n)).set(from('203.0.113.7')).type('form').send('List-Unsubscribe=One-Click');
      expect([rendered.status, rendered.text.includes('This link ')]).toEqual([400, true]);
    }
    const refused = await request(t.app).post(forged(3)).set(from('203.0.113.7')).type('form').send('List-Unsubscribe=One-Click');
    expect(refused.status).toBe(429);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.text).toContain('Please wait a minute');
    expect(refused.text.length).toBeLessThan(1_000);
  });

  it('counts opening a signed link as posting one: a flood of forged GETs is refused as cheaply', async () => {
    for (let n = 0; n < 3; n++) expect((await request(t.app).get(forged(n)).set(from('203.0.113.7'))).status).toBe(400);
    const refused = await request(t.app).get(forged(3)).set(from('203.0.113.7'));
    expect([refused.status, refused.text.length < 1_000]).toEqual([429, true]);
  });

  it("leaves other clients' links and the client's other pages alone", async () => {
    for (let n = 0; n < 4; n++) await request(t.app).post(forged(n)).set(from('203.0.113.7')).type('form').send('');
    expect((await request(t.app).post(forged(5)).set(from('198.51.100.9')).type('form').send('')).status).toBe(400);
    const page = await request(t.app).get(forged(6)).set(from('198.51.100.9'));
    expect([page.status, page.text.includes('This link ')]).toEqual([400, true]);
    expect((await request(t.app).get('/tools/compliance-calendar?entity=c-corp&state=DE&formed=2025-03-10').set(from('203.0.113.7'))).status).toBe(200);
    expect((await request(t.app).get('/tools/reminders').set(from('203.0.113.7'))).status).toBe(200);
  });
});
