import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

// What a browser sends with a form post or a page load.
const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const contact = { name: 'Asha Mehta', email: 'asha@example.com', phone: '+91 98765 43210', comment: 'Line one\nLine <two> & "three"' };

describe('the form pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['/contact', '/submitRequest', '/contact?sent=1', '/submitRequest?sent=1'])('%s is an ordinary cached page', async (path) => {
    const first = await request(t.app).get(path);
    const again = await request(t.app).get(path);
    expect([first.status, again.status, again.headers['x-cache'], again.headers['cache-control']]).toEqual([
      200,
      200,
      'HIT',
      'public, max-age=0, s-maxage=300, stale-while-revalidate=86400',
    ]);
  });

  it("a failed post's page, with the visitor's values, is never stored or shared", async () => {
    const failed = await request(t.app)
      .post('/contact')
      .type('form')
      .set('Accept', browserAccept)
      .send({ ...contact, name: ' ' });
    expect([failed.status, failed.headers['cache-control']]).toEqual([400, 'no-store']);
    const page = await request(t.app).get('/contact');
    expect(page.text).not.toContain('asha@example.com');
  });
});

describe('the form rate limit', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '2' });
  });
  afterEach(() => t.close());

  it('counts posts refused as too large (413) or of the wrong type (415)', async () => {
    const tooLarge = await request(t.app)
      .post('/api/contact')
      .type('json')
      .send(JSON.stringify({ comment: 'x'.repeat(40_000) }));
    const wrongType = await request(t.app).post('/api/contact').type('text/plain').send('hello');
    const next = await request(t.app).post('/api/contact').type('json').send(contact);
    expect([tooLarge.status, wrongType.status, next.status]).toEqual([413, 415, 429]);
  });

  it('answers a no-JavaScript post it refuses with a short page that keeps every word the visitor typed, ready to send again', async () => {
    const post = () => request(t.app).post('/contact').type('form').set('Accept', browserAccept).send(contact);
    await post();
    await post();
    const limited = await post();
    expect([limited.status, limited.headers['cache-control']]).toEqual([429, 'no-store']);
    expect(limited.text.length).toBeLessThan(2_000);
    expect(limited.text).toContain('<form method="post" action="/contact">');
    expect(limited.text).toContain('value="Asha Mehta"');
    expect(limited.text).toContain('value="asha@example.com"');
    expect(limited.text).toContain('<textarea id="comment" name="comment" rows="6">Line one\nLine &lt;two&gt; &amp; &quot;three&quot;</textarea>');
    expect(limited.text).not.toContain('<two>');
  });
});
