import { postForm } from '../../shared/forms/post-form';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let fetchMock: jest.SpyInstance;
let consoleError: jest.SpyInstance;
beforeEach(() => {
  fetchMock = jest.spyOn(global, 'fetch');
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  fetchMock.mockRestore();
  consoleError.mockRestore();
});

describe('postForm', () => {
  it('posts the body as JSON to the endpoint', async () => {
    fetchMock.mockResolvedValue(json(200, { success: true }));
    await postForm('/api/contact', { name: 'A' }, 'success-flag');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"A"}' });
  });

  it('counts a contact message as sent only when the answer says success: true', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { success: true }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'sent' });
    fetchMock.mockResolvedValueOnce(json(200, { success: 'yes' }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'ignored' });
    fetchMock.mockResolvedValueOnce(new Response('not json', { status: 200 }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'ignored' });
  });

  it('counts a support query as sent on status 200 alone', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    expect(await postForm('/api/contact/submit-query', {}, 'status')).toEqual({ kind: 'sent' });
  });

  it('passes on the rate-limit message and the field errors', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { success: false, error: 'Too many submissions.' }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'limited', message: 'Too many submissions.' });
    fetchMock.mockResolvedValueOnce(json(400, { success: false, error: 'Fix it', fields: { email: 'Enter a valid email address', bogus: 3 } }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'invalid', errors: { email: 'Enter a valid email address' } });
  });

  it('reports every other answer, and a network error, as a logged failure', async () => {
    fetchMock.mockResolvedValueOnce(json(400, { success: false }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'failed' });
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    expect(await postForm('/api/contact', {}, 'status')).toEqual({ kind: 'failed' });
    fetchMock.mockResolvedValueOnce(json(429, {}));
    expect(await postForm('/api/contact', {}, 'status')).toEqual({ kind: 'failed' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await postForm('/api/contact', {}, 'status')).toEqual({ kind: 'failed' });
    expect(consoleError).toHaveBeenCalledTimes(4);
  });
});
