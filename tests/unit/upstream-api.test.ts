import { SiteDataError } from '../../shared/data/site-data';
import { createUpstreamSiteApi } from '../../server/site-api/upstream.server';
import { json, startFakeApiHost, type FakeApiHost } from '../support/fake-api-host';

const post = (id: string) => ({
  _id: id,
  title: `Post ${id}`,
  description: `<p>Body ${id}</p><script>alert(1)</script><img src="x" onerror="alert(1)">`,
  category: 'Tax',
  image: `/uploads/${id}.jpg`,
});

let host: FakeApiHost;
beforeEach(async () => {
  host = await startFakeApiHost();
});
afterEach(() => host.close());

const api = (timeoutMs = 500) => createUpstreamSiteApi(host.origin, { connectTimeoutMs: 300, timeoutMs, maxBodyBytes: 1024 * 1024 });

async function failure(promise: Promise<unknown>): Promise<SiteDataError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof SiteDataError) return error;
    throw error;
  }
  throw new Error('expected a failure');
}

describe('upstream SiteApi', () => {
  it('reads the { blogs, pages } shape and asks for page and limit', async () => {
    host.handle((_req, res) => json(res, 200, { blogs: [post('a'), post('b')], pages: 3 }));
    const page = await api().listPosts(2, 7);
    expect(host.requests.map((r) => r.url)).toEqual(['/api/blogs?page=2&limit=7']);
    expect(page.pages).toBe(3);
    expect(page.blogs.map((b) => b._id)).toEqual(['a', 'b']);
  });

  it('reads a bare array (pages unknown)', async () => {
    host.handle((_req, res) => json(res, 200, [post('a')]));
    expect(await api().listPosts(1, 7)).toMatchObject({ pages: null, blogs: [{ _id: 'a' }] });
  });

  it('makes image paths absolute on the API host and sanitises the HTML', async () => {
    host.handle((_req, res) => json(res, 200, post('x')));
    const p = await api().getPost('x');
    expect(p.image).toBe(`${host.origin}/uploads/x.jpg`);
    expect(p.description).toContain('<p>Body x</p>');
    expect(p.description).not.toMatch(/script|onerror/);
  });

  it('keeps a post date only when that day exists, so a page never prints a day the API host did not mean', async () => {
    const dated = (id: string, date: string) => ({ ...post(id), date });
    host.handle((req, res) => {
      const id = req.url!.split('/').pop()!;
      json(res, 200, { a: dated('a', '2024-02-29T10:00:00Z'), b: dated('b', '2026-02-30'), c: dated('c', '2026-13-01'), d: { ...post('d'), createdAt: '2025-07-04T00:00:00Z' } }[id]);
    });
    expect((await api().getPost('a')).date).toBe('2024-02-29');
    expect(await api().getPost('b')).not.toHaveProperty('date');
    expect(await api().getPost('c')).not.toHaveProperty('date');
    expect((await api().getPost('d')).date).toBe('2025-07-04');
  });

  it('maps a 404 to not-found and another status to an upstream error keeping the code', async () => {
    host.handle((_req, res) => json(res, 404, { message: 'nope' }));
    expect((await failure(api().getPost('x'))).kind).toBe('not-found');
    host.handle((_req, res) => json(res, 500, {}));
    const e = await failure(api().getPost('x'));
    expect([e.kind, e.status, e.message, e.httpStatus]).toEqual(['upstream', 500, 'HTTP error! status: 500', 502]);
  });

  it('times out a slow API host with a 504-class error', async () => {
    host.handle((_req, res) => setTimeout(() => json(res, 200, post('late')), 1500));
    const started = Date.now();
    const e = await failure(api(300).getPost('x'));
    expect(Date.now() - started).toBeLessThan(1400);
    expect([e.kind, e.httpStatus]).toEqual(['unavailable', 504]);
  });

  it('treats garbage JSON and a connection closed mid-body as upstream failures', async () => {
    host.handle((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"blogs": [tru'));
    expect((await failure(api().listPosts(1, 7))).httpStatus).toBe(502);
    host.handle((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '500' });
      res.write('{"blogs":');
      setTimeout(() => res.destroy(), 20);
    });
    expect((await failure(api().listPosts(1, 7))).httpStatus).toBe(502);
  });

  it('retries a read once after a network error, and reports the host down after that', async () => {
    let calls = 0;
    host.handle((req, res) => {
      calls++;
      if (calls === 1) req.socket.destroy();
      else json(res, 200, [post('again')]);
    });
    expect((await api().listPosts(1, 7)).blogs.map((b) => b._id)).toEqual(['again']);
    expect(calls).toBe(2);

    const origin = host.origin;
    await host.close();
    const down = createUpstreamSiteApi(origin, { connectTimeoutMs: 300, timeoutMs: 500, maxBodyBytes: 1024 * 1024 });
    const e = await failure(down.listPosts(1, 7));
    expect(e.kind).toBe('unavailable');
    host = await startFakeApiHost();
  });

  it('forwards form posts and fails unless the API host confirms', async () => {
    host.handle((_req, res, body) => json(res, 200, { success: JSON.parse(body).name === 'Ann' }));
    await api().sendContact({ name: 'Ann', email: 'a@b.co', phone: '+1 555 0100', comment: 'Hi' });
    expect(host.requests[0]).toMatchObject({ method: 'POST', url: '/api/contact' });
    await expect(api().sendContact({ name: 'Bob', email: 'a@b.co', phone: '+1 555 0100', comment: 'Hi' })).rejects.toBeInstanceOf(SiteDataError);
    host.handle((_req, res) => res.writeHead(200).end());
    await api().submitQuery({ email: 'a@b.co', category: 'Other', subject: 's', description: 'd' });
    expect(host.requests.at(-1)?.url).toBe('/api/contact/submit-query');
  });
});
