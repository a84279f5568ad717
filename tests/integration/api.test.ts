import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { json, startFakeApiHost, type FakeApiHost } from '../support/fake-api-host';
import { storedRows } from '../support/stored-rows';
import { fieldMaxLength } from '../../shared/forms/schemas';
import { capture } from '../../shared/text/capture';
import { firstItems } from '../support/must';

const contact = { name: 'Asha Mehta', email: 'asha@example.com', phone: '+91 98765 43210', comment: 'I need bookkeeping for my Delaware C-corp.' };
const query = { email: 'asha@example.com', category: 'Tax Filling', subject: 'Form 5472', description: 'Do I need to file Form 5472 this year?' };

describe('embedded mode', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '100' });
  });
  afterEach(() => t.close());

  it('lists posts newest first, 7 a page, with the total pages', async () => {
    const res = await request(t.app).get('/api/blogs?page=1&limit=7');
    expect(res.status).toBe(200);
    expect(res.body.blogs).toHaveLength(7);
    expect(res.body.pages).toBe(2);
    const dates = res.body.blogs.map((b: { date: string }) => b.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const key of ['_id', 'title', 'description', 'category', 'image']) expect(res.body.blogs[0]).toHaveProperty(key);
    const second = await request(t.app).get('/api/blogs?page=2&limit=7');
    expect(second.body.blogs.length).toBeGreaterThanOrEqual(2);
  });

  it.each(['page=0', 'page=-1', 'page=abc', 'limit=51', 'limit=0', 'page=1.5'])('rejects %s with a 400 JSON error', async (qs) => {
    const res = await request(t.app).get(`/api/blogs?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/positive integers/);
  });

  it('has no JSON of articles or legal pages, which nothing read: pages carry them in their data block; the help search stays', async () => {
    for (const path of ['/api/articles', '/api/articles/why-choose-a-wyoming-llc', '/api/legal/privacy-policy']) {
      const res = await request(t.app).get(path);
      expect([path, res.status, res.type]).toEqual([path, 404, 'application/json']);
    }
    const search = await request(t.app).get('/api/search?q=wyoming');
    expect(search.status).toBe(200);
    expect(search.body.map((hit: { slug: string }) => hit.slug)).toContain('why-choose-a-wyoming-llc');
  });

  it('answers a missing post with 404 JSON and the /blog/{id} page with 404 "Blog post not found"', async () => {
    expect((await request(t.app).get('/api/blogs/no-such-post')).status).toBe(404);
    const page = await request(t.app).get('/blog/no-such-post');
    expect(page.status).toBe(404);
    expect(page.text).toContain('Blog post not found');
  });

  it('renders a post with its meta in the raw HTML', async () => {
    const list = await request(t.app).get('/api/blogs?page=1&limit=1');
    const post = list.body.blogs[0] as { _id: string; title: string; category: string };
    const res = await request(t.app).get(`/blog/${post._id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain(`<title>${post.title.replace(/&/g, '&amp;')} | Ledgerline Blog</title>`);
    expect(res.text).toContain('<meta property="og:type" content="article"/>');
    expect(res.text).toMatch(/<meta property="og:image" content="https:\/\/www\.example\.com\/images\/blog\/[a-z0-9-]+\.webp"\/>/);
    expect(res.text).toContain(`Category: ${post.category}`);
    const description = capture(/<meta name="description" content="([^"]*)"/.exec(res.text)!, 1);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it('renders all posts up to ?page=N for the no-JavaScript Load More', async () => {
    const one = await request(t.app).get('/blog');
    const two = await request(t.app).get('/blog?page=2');
    const cards = (html: string) => (html.match(/class="post-card[ "]/g) ?? []).length;
    expect(cards(one.text)).toBe(7);
    expect(one.text).toMatch(/href="\/blog\?page=2"[^>]*>Load More</);
    expect(cards(two.text)).toBeGreaterThan(7);
    expect(two.text).toContain('No more blogs to load');
  });

  it('stores a contact message before answering success', async () => {
    const res = await request(t.app).post('/api/contact').send(contact);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await storedRows(t.config))[0]).toMatchObject({ kind: 'contact', name: 'Asha Mehta', body: contact.comment, delivery_state: 'not-configured' });
  });

  it('accepts any e-mail address a browser accepts and any phone, and stores them as sent (trimmed)', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...contact, email: 'a@b', phone: ' abc ' });
    expect([res.status, res.body]).toEqual([200, { success: true }]);
    expect((await storedRows(t.config))[0]).toMatchObject({ kind: 'contact', email: 'a@b', phone: 'abc', body: contact.comment });
  });

  it('stores a retried submission once: a repeated Idempotency-Key gets the same success and no second row', async () => {
    const site = await createTestApp({ FORM_RATE_LIMIT: '100' });
    try {
      const post = (url: string, body: object, key?: string) => {
        const req = request(site.app).post(url);
        return (key ? req.set('Idempotency-Key', key) : req).send(body);
      };
      for (let i = 0; i < 3; i += 1) expect((await post('/api/contact', contact, 'retry-1')).body).toEqual({ success: true });
      expect((await post('/api/contact/submit-query', query, 'retry-2')).status).toBe(200);
      expect((await post('/api/contact/submit-query', query, 'retry-2')).status).toBe(200);
      await post('/api/contact', contact);
      await post('/api/contact', contact);
      const rows = await storedRows(site.config);
      expect(rows.filter((r) => r.kind === 'contact')).toHaveLength(3);
      expect(rows.filter((r) => r.kind === 'query')).toHaveLength(1);
    } finally {
      await site.close();
    }
  });

  it('stores a support query and answers 200', async () => {
    const res = await request(t.app).post('/api/contact/submit-query').send(query);
    expect(res.status).toBe(200);
    expect((await storedRows(t.config))[0]).toMatchObject({ kind: 'query', category: 'Tax Filling', subject: 'Form 5472' });
  });

  it('answers 400 with field errors for empty, too long or malformed fields, and trims', async () => {
    const res = await request(t.app)
      .post('/api/contact')
      .send({ name: '   ', email: 'a@b..c', phone: '', comment: 'x'.repeat(fieldMaxLength.comment + 1) });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      name: 'Name is required',
      email: 'Enter a valid email address',
      phone: 'Phone is required',
      comment: `Message must be at most ${fieldMaxLength.comment.toLocaleString('en-US')} characters`,
    });
    const q = await request(t.app)
      .post('/api/contact/submit-query')
      .send({ ...query, category: 'Select' });
    expect(q.status).toBe(400);
    expect(q.body.fields.category).toBe('Choose a category');
  });

  it('ignores unknown fields and drops honeypot submissions silently', async () => {
    expect(
      (
        await request(t.app)
          .post('/api/contact')
          .send({ ...contact, admin: true, __proto__: { polluted: 1 } })
      ).status,
    ).toBe(200);
    const bot = await request(t.app)
      .post('/api/contact')
      .send({ ...contact, name: 'Bot', website: 'http://spam.example' });
    expect(bot.body).toEqual({ success: true });
    expect((await storedRows(t.config)).map((r) => r.name)).toEqual(['Asha Mehta']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 413 for a JSON body over 32 KB, 415 for a type no form takes and 400 for broken JSON', async () => {
    const big = await request(t.app)
      .post('/api/contact')
      .send({ ...contact, comment: 'x'.repeat(40_000) });
    expect(big.status).toBe(413);
    expect(big.body.error).toMatch(/too large/);
    const text = await request(t.app).post('/api/contact').type('text').send('name=Asha');
    expect(text.status).toBe(415);
    const broken = await request(t.app).post('/api/contact').set('Content-Type', 'application/json').send('{"name": "A",');
    expect(broken.status).toBe(400);
    expect(broken.body.requestId).toBeTruthy();
  });

  it('answers 503 with a clear message, never a false success, when storage fails', async () => {
    await t.api.close();
    const res = await request(t.app).post('/api/contact').send(contact);
    expect(res.status).toBe(503);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/cannot accept messages/);
    expect((await request(t.app).get('/readyz')).status).toBe(503);
  });
});

describe('rate limit', () => {
  it('answers 429 with a clear message after 5 posts a minute from one address', async () => {
    const t = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await request(t.app).post('/api/contact').send(contact)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const res = await request(t.app).post('/api/contact/submit-query').send(query);
    expect(res.status).toBe(429);
    expect(res.body.error).toMatch(/Too many submissions/);
    await t.close();
  });
});

describe('no-JavaScript form posts', () => {
  it('takes the longest message the form allows, even in a script of 3-byte characters, as JSON and as a no-JavaScript post', async () => {
    const t = await createTestApp({ FORM_RATE_LIMIT: '100' });
    const longest = {
      name: '名'.repeat(fieldMaxLength.name),
      email: `${'e'.repeat(fieldMaxLength.email - 4)}@b.c`,
      phone: '電'.repeat(fieldMaxLength.phone),
      comment: '中'.repeat(fieldMaxLength.comment),
    };
    expect((await request(t.app).post('/api/contact').send(longest)).status).toBe(200);
    const form = await request(t.app).post('/contact').type('form').send(longest);
    expect([form.status, form.headers.location]).toEqual([303, '/contact?sent=1']);
    await t.close();
  });

  it('takes the same fields as the JSON API: any e-mail address a browser accepts and any phone, stored', async () => {
    const t = await createTestApp();
    const ok = await request(t.app)
      .post('/contact')
      .type('form')
      .send({ ...contact, email: 'a@b', phone: 'abc' });
    expect([ok.status, ok.headers.location]).toEqual([303, '/contact?sent=1']);
    const query303 = await request(t.app)
      .post('/submitRequest')
      .type('form')
      .send({ ...query, email: 'a@b' });
    expect(query303.status).toBe(303);
    const rows = await storedRows(t.config);
    expect(rows.find((r) => r.kind === 'contact')).toMatchObject({ email: 'a@b', phone: 'abc', name: contact.name, body: contact.comment });
    expect(rows.find((r) => r.kind === 'query')).toMatchObject({ email: 'a@b', subject: query.subject });
    await t.close();
  });
});

describe('upstream mode', () => {
  let host: FakeApiHost;
  let t: TestApp;
  beforeEach(async () => {
    host = await startFakeApiHost();
    t = await createTestApp({ API_ORIGIN: host.origin, UPSTREAM_TIMEOUT_MS: '400', UPSTREAM_CONNECT_TIMEOUT_MS: '300' });
  });
  afterEach(async () => {
    await t.close();
    await host.close();
  });

  const remotePost = { _id: '64f0c0ffee', title: 'Remote post', description: '<p>From the API host &amp; friends.</p>', category: 'Tax', image: 'uploads/remote.png' };

  it('serves the list and the post from the API host, images made absolute', async () => {
    host.handle((req, res) => (req.url?.startsWith('/api/blogs?') ? json(res, 200, [remotePost]) : json(res, 200, remotePost)));
    const list = await request(t.app).get('/api/blogs?page=1&limit=7');
    expect(list.body).toEqual({ blogs: [expect.objectContaining({ _id: '64f0c0ffee', image: `${host.origin}/uploads/remote.png` })], pages: null });
    const page = await request(t.app).get('/blog/64f0c0ffee');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Remote post | Ledgerline Blog</title>');
    expect(page.text).toContain(`<meta property="og:image" content="${host.origin}/uploads/remote.png"/>`);
    expect(page.headers['content-security-policy']).toContain(`img-src 'self' data: ${host.origin}`);
  });

  it('falls back to the default social card for a post without an image, with no broken <img>', async () => {
    const bare = { ...remotePost, image: '' };
    host.handle((req, res) => (req.url?.startsWith('/api/blogs?') ? json(res, 200, [bare]) : json(res, 200, bare)));
    const page = await request(t.app).get('/blog/64f0c0ffee');
    expect(page.text).toContain('<meta property="og:image" content="https://www.example.com/images/og/default.png"/>');
    const list = await request(t.app).get('/blog');
    expect(list.text).not.toMatch(/<img[^>]*src=""/);
    expect(page.text).not.toMatch(/<img[^>]*src=""/);
  });

  it('maps upstream failures to 404, 502 and 504 on the API and the post page', async () => {
    host.handle((_req, res) => json(res, 404, {}));
    expect((await request(t.app).get('/api/blogs/x')).status).toBe(404);
    expect((await request(t.app).get('/blog/x')).status).toBe(404);

    // Another post each time: a failed read answers the same read for a moment (shared-reads.server.ts).
    host.handle((_req, res) => json(res, 500, {}));
    expect((await request(t.app).get('/api/blogs/y')).status).toBe(502);
    const page = await request(t.app).get('/blog/y');
    expect(page.status).toBe(502);
    expect(page.text).toContain('Error: HTTP error! status: 500');

    host.handle((_req, res) => setTimeout(() => json(res, 200, remotePost), 1000));
    expect((await request(t.app).get('/api/blogs/z')).status).toBe(504);
  });

  it('forwards the contact form and maps an API host failure to 502', async () => {
    host.handle((_req, res) => json(res, 200, { success: true }));
    expect((await request(t.app).post('/api/contact').send(contact)).body).toEqual({ success: true });
    const [forwarded] = firstItems(host.requests, 1, 'requests to the API host');
    expect(forwarded).toMatchObject({ url: '/api/contact', method: 'POST' });
    expect(JSON.parse(forwarded.body)).toEqual(contact);
    host.handle((_req, res) => json(res, 500, {}));
    const failed = await request(t.app).post('/api/contact').send(contact);
    expect(failed.status).toBe(502);
    expect(failed.body.success).toBe(false);
  });
  it("forwards a submission's Idempotency-Key to the API host, and sends none when the visitor's post had none", async () => {
    host.handle((_req, res) => json(res, 200, { success: true }));
    const key = '5f0c2a5e-8f39-4f7e-9d51-3b6c1e2d4a70';
    expect((await request(t.app).post('/api/contact/submit-query').set('Idempotency-Key', key).send(query)).status).toBe(200);
    expect((await request(t.app).post('/contact').type('form').send(contact)).status).toBe(303);
    expect(host.requests.map((r) => [r.url, r.headers['idempotency-key']])).toEqual([
      ['/api/contact/submit-query', key],
      ['/api/contact', undefined],
    ]);
  });
});

describe('storage that cannot be opened', () => {
  it('keeps pages up, reports not ready, and answers forms with 503 instead of a false success', async () => {
    const t = await createTestApp({ DATA_DIR: '/dev/null/site-data' });
    expect((await request(t.app).get('/pricing')).status).toBe(200);
    expect((await request(t.app).get('/readyz')).status).toBe(503);
    const res = await request(t.app).post('/api/contact').send(contact);
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ success: false, error: expect.stringMatching(/cannot accept messages/) });
    const noJs = await request(t.app).post('/contact').type('form').send(contact);
    expect(noJs.status).toBe(503);
    expect(noJs.text).toMatch(/cannot accept messages/);
    await t.close();
  });
});
