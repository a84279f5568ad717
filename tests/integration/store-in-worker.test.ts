import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { KeyReusedError, StorageUnavailableError } from '../../server/storage/message-store.server';
import { openStoreInWorker } from '../../server/storage/store-in-worker.server';
import { storedRows } from '../support/stored-rows';
import { firstItems } from '../support/must';

const workerFile = new URL(`file://${path.resolve('dist/server/storage-worker.js')}`);
const logger = pino({ level: 'silent' });
const log = { logLevel: 'silent', env: 'test' } as const;
const message = (i: number) => ({ name: `Person ${i}`, email: `p${i}@example.com`, phone: '+1 555 0100', comment: `Message ${i}` });

describe('the SQLite store in a worker thread', () => {
  beforeAll(() => {
    if (!existsSync(workerFile)) throw new Error('dist/server/storage-worker.js is missing: run `npm run build` first (npm test does).');
  });

  it('acknowledges a burst only once each row is committed, keeps idempotency keys, and serves the outbox', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'store-in-worker-'));
    const store = openStoreInWorker(workerFile, { dataDir, deliver: true, logger }, log);
    const ids = await Promise.all(Array.from({ length: 200 }, (_, i) => store.addContact(message(i))));
    expect(new Set(ids).size).toBe(200);
    const keyed = await store.addContact(message(1), 'retry-key');
    expect(await store.addContact(message(1), 'retry-key')).toBe(keyed);
    // The same key with another message is refused and stores nothing; on the other form it is a submission of its own.
    await expect(store.addContact(message(2), 'retry-key')).rejects.toBeInstanceOf(KeyReusedError);
    await store.addQuery({ email: 'q@example.com', category: 'Other', subject: 'Other form', description: 'Message 1' }, 'retry-key');
    // Read through another connection while the worker still holds its own.
    expect((await storedRows({ dataDir })).map((r) => r.body).sort()).toEqual([...Array.from({ length: 200 }, (_, i) => `Message ${i}`), 'Message 1', 'Message 1'].sort());
    expect(await store.ready()).toBe(true);
    const [first] = firstItems(await store.claimDue(new Date(Date.now() + 1000), 0, 1, 60_000), 1, 'claimed rows');
    expect(first.id).toBe(Math.min(...ids));
    await store.markSent(first.id, new Date());
    await store.close();
    await expect(store.addContact(message(1))).rejects.toBeInstanceOf(StorageUnavailableError);
  });

  it('answers "storage unavailable" and not ready when the worker dies', async () => {
    const store = openStoreInWorker(new URL('../support/exiting-worker.mjs', `file://${__filename}`), { dataDir: '/unused', deliver: false, logger, retryMs: 60_000 }, log);
    await expect(store.addContact(message(1))).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(await store.ready()).toBe(false);
    await store.close();
  });
});
