import { postForm } from '../../shared/forms/post-form';
import { json, setUpFetchMock } from '../support/fetch-mock';

const mocks = setUpFetchMock();

describe('postForm', () => {
  it('posts the body as JSON to the endpoint', async () => {
    mocks.fetch.mockResolvedValue(json(200, { success: true }));
    await postForm('/api/contact', { name: 'A' }, 'success-flag');
    const [url, init] = mocks.fetch.mock.calls[0];
    expect(url).toBe('/api/contact');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"name":"A"}' });
  });

  it('names the submission in an Idempotency-Key header when given a key, and sends none otherwise', async () => {
    mocks.fetch.mockResolvedValue(json(200, { success: true }));
    await postForm('/api/contact', {}, 'success-flag', 'key-1');
    await postForm('/api/contact', {}, 'success-flag');
    expect(mocks.fetch.mock.calls[0][1].headers).toMatchObject({ 'Idempotency-Key': 'key-1' });
    expect(mocks.fetch.mock.calls[1][1].headers).not.toHaveProperty('Idempotency-Key');
  });

  it('counts a contact message as sent only when the answer says success: true', async () => {
    mocks.fetch.mockResolvedValueOnce(json(200, { success: true }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'sent' });
    mocks.fetch.mockResolvedValueOnce(json(200, { success: 'yes' }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'ignored' });
    mocks.fetch.mockResolvedValueOnce(new Response('not json', { status: 200 }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'ignored' });
  });

  it('counts a support query as sent on status 200 alone', async () => {
    mocks.fetch.mockResolvedValue(new Response(null, { status: 200 }));
    expect(await postForm('/api/contact/submit-query', {}, 'status')).toEqual({ kind: 'sent' });
  });

  it('passes on the rate-limit message and the field errors', async () => {
    mocks.fetch.mockResolvedValueOnce(json(429, { success: false, error: 'Too many submissions.' }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'limited', message: 'Too many submissions.' });
    mocks.fetch.mockResolvedValueOnce(json(400, { success: false, error: 'Fix it', fields: { email: 'Enter a valid email address', bogus: 3 } }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'invalid', errors: { email: 'Enter a valid email address' } });
  });

  it('reports every other answer, and a network error, as a logged failure', async () => {
    mocks.fetch.mockResolvedValueOnce(json(400, { success: false }));
    expect(await postForm('/api/contact', {}, 'success-flag')).toEqual({ kind: 'failed' });
    mocks.fetch.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    expect(await postForm('/api/contact', {}, 'status')).toEqual({ kind: 'failed' });
    mocks.fetch.mockResolvedValueOnce(json(429, {}));
    expect(await postForm('/api/contact', {}, 'status')).toEqual({ kind: 'failed' });
    mocks.fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await postForm('/api/contact', {}, 'status')).toEqual({ kind: 'failed' });
    expect(mocks.consoleError).toHaveBeenCalledTimes(4);
  });
});
