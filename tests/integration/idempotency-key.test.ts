import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { storedRows } from '../support/stored-rows';

const contact = { name: 'Asha Mehta', email: 'asha@example.com', phone: '+91 98765 43210', comment: 'I need bookkeeping for my Delaware C-corp.' };
const query = { email: 'asha@example.com', category: 'Tax Filling', subject: 'Form 5472', description: 'Do I need to file Form 5472 this year?' };

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ FORM_RATE_LIMIT: '100' });
});
afterEach(() => t.close());

const post = (path: string, key: string, body: object) => request(t.app).post(path).set('Idempotency-Key', key).send(body);

describe('an Idempotency-Key names one message', () => {
  it('a retry of the same message is answered as the first was and stored once, even spelled with other spaces', async () => {
    expect((await post('/api/contact', 'k-1', contact)).body).toEqual({ success: true });
    expect((await post('/api/contact', 'k-1', { ...contact, name: '  Asha Mehta ' })).body).toEqual({ success: true });
    expect((await storedRows(t.config)).map((r) => r.name)).toEqual(['Asha Mehta']);
  });

  it('reused for a different message answers 422 with a clear message and stores nothing new', async () => {
    await post('/api/contact', 'k-2', contact);
    const reused = await post('/api/contact', 'k-2', { ...contact, comment: 'A different message.' });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ success: false, error: expect.stringMatching(/already used for a different message/) });
    expect((await storedRows(t.config)).map((r) => r.body)).toEqual([contact.comment]);
  });

  it('is scoped to its form: the same key on the other form is a message of its own', async () => {
    await post('/api/contact', 'k-3', contact);
    expect((await post('/api/contact/submit-query', 'k-3', query)).status).toBe(200);
    expect((await storedRows(t.config)).map((r) => r.kind)).toEqual(['query', 'contact']);
  });

  it('loses none of 50 different messages sent under one key: each is stored or refused with 422', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => post('/api/contact', 'k-4', { ...contact, comment: `Message number ${i}` })));
    const stored = await storedRows(t.config);
    expect(stored).toHaveLength(1);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 422)).toHaveLength(49);
  });
});
