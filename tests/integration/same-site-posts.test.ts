import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { freePort } from '../../scripts/lib/ports';
import { startSmtpSink, type Delivered, type SmtpSink } from '../support/smtp-sink';
import { storedRows } from '../support/stored-rows';
import { createTestApp, type TestApp } from '../support/test-app';

// Decision 0034: a state-changing request a browser sent from another site's page is refused from its headers.
const company = { entity: 'c-corp', state: 'DE', formed: '2024-05-01', foreign: '1', fye: '12', contractors: '0', employees: '0' };
const contact = { name: 'Asha Mehta', email: 'asha@acme-books.com', phone: '+1 555 0100', comment: 'Please call me.' };
const query = { email: 'asha@acme-books.com', category: 'Other', subject: 'A question', description: 'About my account.' };
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const crossSite: Array<[string, Record<string, string>]> = [
  ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
  ['Sec-Fetch-Site: same-site (a sibling host)', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://blog.example.com' }],
  ['Sec-Fetch-Site: cross-site, though Origin names the site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://www.example.com' }],
  ['only Origin, of another site (an older browser)', { Origin: 'https://evil.example' }],
  ['Origin: null (a sandboxed frame or a redirect)', { Origin: 'null' }],
];

let smtp: SmtpSink;
const delivered: Delivered[] = [];
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpSink(await freePort(), delivered);
});
afterAll(() => smtp.close());
beforeEach(async () => {
  delivered.length = 0;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'Firm <reminders@acme-books.com>', FORM_RATE_LIMIT: '5' });
});
afterEach(() => t.close());

describe('same-site posts only', () => {
  it.each(crossSite)('refuses every form and API post with %s: 403, JSON on API paths and JSON posts, a short page for a form page, nothing stored or counted', async (_, headers) => {
    const posts = [
      ['/api/contact', contact, 'json'],
      ['/contact', contact, 'form'],
      ['/api/contact/submit-query', query, 'json'],
      ['/submitRequest', query, 'form'],
      ['/api/tools/reminders', { email: 'founder@acme-books.com', ...company }, 'json'],
      ['/tools/reminders', { email: 'founder@acme-books.com', ...company }, 'form'],
    ] as const;
    // More refused posts than the form limit allows: refusals are not counted against the visitor.
    for (const [path, body, type] of posts) {
      const res = await request(t.app)
        .post(path)
        .set(headers)
        .set('Accept', type === 'json' ? 'application/json' : browserAccept)
        .type(type)
        .send(body);
      expect([path, res.status]).toEqual([path, 403]);
      expect(res.headers['cache-control']).toBe('no-store');
      if (type === 'json') {
        expect(res.body).toMatchObject({ success: false, error: expect.stringMatching(/another website/) });
      } else {
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.text).toContain('<h1>Please send this from our own page</h1>');
        expect(res.text.length).toBeLessThan(1_000);
      }
    }
    expect(await storedRows(t.config)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(delivered).toHaveLength(0);
    expect((await request(t.app).post('/api/contact').send(contact)).status).toBe(200);
  });

  it('takes same-origin posts, a typed navigation (none), posts from Origin alone when it is the site, and posts with neither header', async () => {
    const allowed: Array<Record<string, string>> = [
      { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://www.example.com' },
      { 'Sec-Fetch-Site': 'none' },
      { Origin: 'https://www.example.com' },
      {},
    ];
    for (const headers of allowed) {
      const res = await request(t.app).post('/api/contact').set(headers).send(contact);
      expect([headers, res.status]).toEqual([headers, 200]);
    }
    const page = await request(t.app).post('/contact').set({ 'Sec-Fetch-Site': 'same-origin', Origin: 'https://www.example.com' }).set('Accept', browserAccept).type('form').send(contact);
    expect([page.status, page.headers.location]).toEqual([303, '/contact?sent=1']);
    expect(await storedRows(t.config)).toHaveLength(5);
  });

  it('answers before the body arrives: a cross-site post announcing 10 MB and sending a few bytes is refused at once', async () => {
    const server = http.createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request({
          port,
          host: '127.0.0.1',
          method: 'POST',
          path: '/api/tools/reminders',
          headers: { 'Content-Type': 'application/json', 'Content-Length': String(10 * 1024 * 1024), 'Sec-Fetch-Site': 'cross-site' },
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.write('{"email":"a');
        setTimeout(() => reject(new Error('no answer within 2 s: the body was awaited')), 2_000).unref();
      });
      expect(status).toBe(403);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it("refuses a cross-site page's post to a signed link, and still takes the mail provider's one-click unsubscribe, which carries neither header (RFC 8058)", async () => {
    expect(
      (
        await request(t.app)
          .post('/api/tools/reminders')
          .send({ email: 'oneclick@acme-books.com', ...company })
      ).status,
    ).toBe(202);
    const links = await t.api.reminders!.links();
    const unsubscribe = links.unsubscribeUrl(1).replace('https://www.example.com', '');
    const forged = await request(t.app).post(unsubscribe).set('Sec-Fetch-Site', 'cross-site').set('Accept', browserAccept).type('form').send('List-Unsubscribe=One-Click');
    expect(forged.status).toBe(403);
    const oneClick = await request(t.app).post(unsubscribe).type('form').send('List-Unsubscribe=One-Click');
    expect([oneClick.status, oneClick.text.includes('You are unsubscribed')]).toEqual([200, true]);
  });
});
