import { createEmbeddedSiteApi } from '../../server/site-api/embedded.server';

const message = { name: 'Asha Mehta', email: 'asha@example.com', phone: '+91 98765 43210', comment: 'Bookkeeping, please.' };
const query = { email: 'asha@example.com', category: 'Other', subject: 'Access', description: 'I cannot sign in.' };

describe('embedded SiteApi', () => {
  it('hands each submission\'s idempotency key to the store, which keeps one row per key', async () => {
    const store = { addContact: jest.fn(async () => 1), addQuery: jest.fn(async () => 2), healthy: async () => true, close: async () => {} };
    const api = createEmbeddedSiteApi([], store);
    await api.sendContact(message, { idempotencyKey: 'contact-key' });
    await api.submitQuery(query, { idempotencyKey: 'query-key' });
    await api.sendContact(message);
    expect(store.addContact.mock.calls).toEqual([
      [message, 'contact-key'],
      [message, undefined],
    ]);
    expect(store.addQuery.mock.calls).toEqual([[query, 'query-key']]);
  });
});
