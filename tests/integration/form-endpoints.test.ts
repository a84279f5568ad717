import request from 'supertest';
import { SiteDataError } from '../../shared/data/site-data';
import type { SiteApi, SubmitOptions } from '../../server/site-api/site-api';
import { createTestApp, type TestApp } from '../support/test-app';
import { must } from '../support/must';

const contact = { name: 'Asha Mehta', email: 'asha@example.com', phone: '+91 98765 43210', comment: 'I need bookkeeping for my Delaware C-corp.' };
const query = { email: 'asha@example.com', category: 'Tax Filling', subject: 'Form 5472', description: 'Do I need to file Form 5472 this year?' };

// What a browser sends with a form post or a page load.
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

const forms = [
  { kind: 'contact', api: '/api/contact', page: '/contact', valid: contact, broken: { ...contact, name: ' ' }, field: ['name', 'Name is required'] },
  { kind: 'query', api: '/api/contact/submit-query', page: '/submitRequest', valid: query, broken: { ...query, subject: '' }, field: ['subject', 'Subject is required'] },
] as const;

interface Delivery {
  kind: 'contact' | 'query';
  value: unknown;
  opts?: SubmitOptions;
}

/** A SiteApi that records what the forms deliver, or fails as an unreachable API host would. */
function recordingApi() {
  const deliveries: Delivery[] = [];
  const state = { failure: null as Error | null };
  const deliver = (kind: Delivery['kind']) => async (value: unknown, opts?: SubmitOptions) => {
    if (state.failure) throw state.failure;
    deliveries.push({ kind, value, opts });
  };
  const api: SiteApi = {
    mode: 'upstream',
    listPosts: async () => ({ blogs: [], pages: 1 }),
    getPost: async () => {
      throw new SiteDataError('not-found', 'Blog post not found', 404);
    },
    sendContact: deliver('contact'),
    submitQuery: deliver('query'),
    ready: async () => true,
    close: async () => {},
  };
  return { api, deliveries, state };
}

describe.each(forms)('the $kind form', (form) => {
  let t: TestApp;
  let recorder: ReturnType<typeof recordingApi>;
  beforeEach(async () => {
    recorder = recordingApi();
    t = await createTestApp({ FORM_RATE_LIMIT: '100' }, { api: recorder.api });
  });
  afterEach(() => t.close());

  it.each([form.api, form.page])('takes JSON at %s and answers { success: true } once delivered', async (path) => {
    const res = await request(t.app).post(path).send(form.valid);
    expect([res.status, res.body, res.headers['cache-control']]).toEqual([200, { success: true }, 'no-store']);
    expect(recorder.deliveries).toEqual([{ kind: form.kind, value: form.valid, opts: { idempotencyKey: undefined } }]);
  });

  it('answers JSON with 400 and the field messages, delivering nothing', async () => {
    const res = await request(t.app).post(form.api).send(form.broken);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, fields: { [form.field[0]]: form.field[1] } });
    expect(recorder.deliveries).toEqual([]);
  });

  it.each([form.api, form.page])('answers a classic form post at %s with a 303 to the thank-you state', async (path) => {
    const res = await request(t.app).post(path).type('form').set('Accept', browserAccept).send(form.valid);
    expect([res.status, res.headers.location]).toEqual([303, `${form.page}?sent=1`]);
    expect(recorder.deliveries).toEqual([{ kind: form.kind, value: form.valid, opts: { idempotencyKey: undefined } }]);
  });

  it('answers a form post in JSON when its client asks for JSON', async () => {
    const res = await request(t.app).post(form.api).type('form').set('Accept', 'application/json').send(form.broken);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [form.field[0]]: form.field[1] });
  });

  it.each([form.api, form.page])('re-renders the page from a form post at %s with the values kept, escaped, and the message, under 400', async (path) => {
    const hostile = '"><script>alert(1)</script>';
    const res = await request(t.app)
      .post(path)
      .type('form')
      .set('Accept', browserAccept)
      .send({ ...form.broken, email: hostile });
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(form.field[1]);
    expect(res.text).toContain('Enter a valid email address');
    expect(res.text).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(res.text).not.toContain('<script>alert(1)');
    expect(res.text).toContain(`action="${form.page}"`);
    expect(recorder.deliveries).toEqual([]);
  });

  it('keeps the values and says why when the API host cannot take the message (JSON 504, or the page)', async () => {
    recorder.state.failure = new SiteDataError('unavailable', 'The request to the blog service timed out', 504);
    const json = await request(t.app).post(form.api).send(form.valid);
    expect([json.status, json.body.success, json.body.error]).toEqual([504, false, expect.stringMatching(/could not deliver/)]);
    const page = await request(t.app).post(form.page).type('form').set('Accept', browserAccept).send(form.valid);
    expect(page.status).toBe(504);
    expect(page.text).toMatch(/could not deliver your message/);
    expect(page.text).toContain(`value="${form.valid.email}"`);
  });

  it('leaves a bug while delivering to the site’s error handler, for a JSON post and for a no-JavaScript post alike', async () => {
    recorder.state.failure = new TypeError('a bug in delivery');
    const json = await request(t.app).post(form.api).send(form.valid);
    expect([json.status, json.body.error]).toEqual([500, 'Something went wrong on our side. Please try again later.']);
    const page = await request(t.app).post(form.page).type('form').set('Accept', browserAccept).send(form.valid);
    expect([page.status, page.headers['cache-control']]).toEqual([500, 'no-store']);
    expect(page.text).toContain(`Reference: ${must(page.headers['x-request-id'], 'an X-Request-Id header')}`);
    expect(page.text).not.toContain('a bug in delivery');
  });

  it('refuses a type no form takes with 415 and a clear message, in JSON or as the page', async () => {
    const json = await request(t.app).post(form.api).type('text').set('Accept', 'application/json').send('hello');
    expect(json.status).toBe(415);
    expect(json.body).toMatchObject({ success: false, error: expect.stringMatching(/application\/json.*application\/x-www-form-urlencoded/) });
    const multipart = await request(t.app).post(form.page).set('Accept', browserAccept).field('email', 'asha@example.com');
    expect(multipart.status).toBe(415);
    expect(multipart.text).toMatch(/Send the form as JSON .* or as a form post/);
    expect(multipart.text).toContain(`action="${form.page}"`);
    expect(recorder.deliveries).toEqual([]);
  });

  it('accepts a filled honeypot in both protocols and delivers nothing', async () => {
    const bot = { ...form.valid, website: 'http://spam.example' };
    expect((await request(t.app).post(form.api).send(bot)).body).toEqual({ success: true });
    expect((await request(t.app).post(form.page).type('form').set('Accept', browserAccept).send(bot)).status).toBe(303);
    expect(recorder.deliveries).toEqual([]);
  });

  it('passes the Idempotency-Key header on with the submission', async () => {
    const key = '5f0c2a5e-8f39-4f7e-9d51-3b6c1e2d4a70';
    expect((await request(t.app).post(form.api).set('Idempotency-Key', key).send(form.valid)).status).toBe(200);
    const longest = 'k'.repeat(255);
    expect((await request(t.app).post(form.page).type('form').set('Idempotency-Key', longest).send(form.valid)).status).toBe(303);
    expect(recorder.deliveries.map((d) => d.opts)).toEqual([{ idempotencyKey: key }, { idempotencyKey: longest }]);
  });

  it.each([
    ['empty', ''],
    ['256 characters', 'k'.repeat(256)],
    ['a space', 'two words'],
    ['a letter outside ASCII', 'cl\u00e9'],
  ])('refuses an Idempotency-Key header (%s) with 400 and a clear message, delivering nothing', async (_case, key) => {
    const json = await request(t.app).post(form.api).set('Idempotency-Key', key).send(form.valid);
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ success: false, error: expect.stringMatching(/Idempotency-Key header must be 1 to 255 visible ASCII characters/) });
    const page = await request(t.app).post(form.page).type('form').set('Accept', browserAccept).set('Idempotency-Key', key).send(form.valid);
    expect(page.status).toBe(400);
    expect(page.text).toMatch(/Idempotency-Key header must be/);
    expect(recorder.deliveries).toEqual([]);
  });
});

describe('the rate limit', () => {
  it('counts posts to both forms in both protocols, and answers 429 in the protocol of the post, the values kept', async () => {
    const recorder = recordingApi();
    const t = await createTestApp({ FORM_RATE_LIMIT: '2' }, { api: recorder.api });
    expect((await request(t.app).post('/api/contact').send(contact)).status).toBe(200);
    expect((await request(t.app).post('/submitRequest').type('form').set('Accept', browserAccept).send(query)).status).toBe(303);
    const json = await request(t.app).post('/contact').send(contact);
    expect(json.status).toBe(429);
    expect(json.body).toMatchObject({ success: false, error: expect.stringMatching(/Too many submissions/) });
    const page = await request(t.app).post('/api/contact/submit-query').type('form').set('Accept', browserAccept).send(query);
    expect(page.status).toBe(429);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toMatch(/Too many submissions/);
    expect(page.text).toContain(`value="${query.subject}"`);
    expect(page.text).toContain('action="/submitRequest"');
    expect(recorder.deliveries).toHaveLength(2);
    await t.close();
  });

  it('counts a post once whatever spelling of the path Express routes to the form, and refuses other spellings past the limit', async () => {
    const recorder = recordingApi();
    const t = await createTestApp({ FORM_RATE_LIMIT: '3' }, { api: recorder.api });
    expect((await request(t.app).post('/Contact/').send(contact)).status).toBe(200);
    expect((await request(t.app).post('/api/contact').send(contact)).status).toBe(200);
    expect((await request(t.app).post('/API/Contact').send(contact)).status).toBe(200);
    expect((await request(t.app).post('/api/contact/').send(contact)).status).toBe(429);
    expect((await request(t.app).post('/api/contact').send(contact)).status).toBe(429);
    expect(recorder.deliveries).toHaveLength(3);
    await t.close();
  });

  it('counts clients behind a trusted proxy by the address it forwards, and ignores that header from anyone else', async () => {
    const recorder = recordingApi();
    const behindProxy = await createTestApp({ FORM_RATE_LIMIT: '1', TRUST_PROXY: 'loopback' }, { api: recorder.api });
    expect((await request(behindProxy.app).post('/api/contact').set('X-Forwarded-For', '203.0.113.7').send(contact)).status).toBe(200);
    expect((await request(behindProxy.app).post('/api/contact').set('X-Forwarded-For', '198.51.100.9').send(contact)).status).toBe(200);
    expect((await request(behindProxy.app).post('/api/contact').set('X-Forwarded-For', '203.0.113.7').send(contact)).status).toBe(429);
    await behindProxy.close();

    const direct = await createTestApp({ FORM_RATE_LIMIT: '1' }, { api: recorder.api });
    expect((await request(direct.app).post('/api/contact').set('X-Forwarded-For', '203.0.113.7').send(contact)).status).toBe(200);
    expect((await request(direct.app).post('/api/contact').set('X-Forwarded-For', '198.51.100.9').send(contact)).status).toBe(429);
    await direct.close();
  });
});
