import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { MessageStore, OpenMessageStore } from '../../server/storage/message-store.server';
import { openResilientStore } from '../../server/storage/resilient-store.server';
import { openSubmissionStore, StorageUnavailableError } from '../../server/storage/submissions.server';
import { workerStoreOpener } from '../../server/storage/worker-store.server';

const workerFile = path.resolve('dist/server/storage-worker.js');
const open = workerStoreOpener(new URL(`file://${workerFile}`));
const message = (i: number) => ({ name: `Person ${i}`, email: `p${i}@example.com`, phone: '+1 555 0100', comment: `Message ${i}` });

function storedBodies(dir: string): string[] {
  const reader = openSubmissionStore(dir, { deliver: false });
  try {
    return reader.list(10_000).map((r) => r.body);
  } finally {
    reader.close();
  }
}

describe('message storage in a worker thread', () => {
  beforeAll(() => {
    if (!existsSync(workerFile)) throw new Error('dist/server/storage-worker.js is missing: run `npm run build` first (npm test does).');
  });

  it('acknowledges a burst of messages only once each is on disk, with distinct ids', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'worker-store-'));
    const store = await open(dir, { deliver: false });
    const ids = await Promise.all(Array.from({ length: 200 }, (_, i) => store.addContact(message(i))));
    expect(new Set(ids).size).toBe(200);
    // Read through another connection while the worker still holds its own.
    expect(storedBodies(dir).sort()).toEqual(Array.from({ length: 200 }, (_, i) => `Message ${i}`).sort());
    expect(await store.healthy()).toBe(true);
    await store.close();
  });

  it('serves the outbox: due rows, then marked sent or failed', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'worker-store-'));
    const store = await open(dir, { deliver: true });
    const first = await store.addContact(message(1));
    const second = await store.addQuery({ email: 'q@example.com', category: 'Other', subject: 'Subject', description: 'Query' });
    expect((await store.due(new Date(Date.now() + 1000), 10)).map((r) => r.id)).toEqual([first, second]);
    await store.markSent(first, new Date());
    await store.markFailed(second, 'mail server down', new Date(Date.now() + 60_000));
    expect(await store.due(new Date(Date.now() + 1000), 10)).toEqual([]);
    await store.close();
  });

  it('fails as "storage unavailable" when the folder cannot be opened, and after it is closed', async () => {
    await expect(open('/dev/null/site-data', { deliver: false })).rejects.toBeInstanceOf(StorageUnavailableError);
    const store = await open(mkdtempSync(path.join(tmpdir(), 'worker-store-')), { deliver: false });
    await store.close();
    expect(store.alive()).toBe(false);
    await expect(store.addContact(message(1))).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(await store.healthy()).toBe(false);
  });
});

describe('the resilient store', () => {
  it('reopens a store that stopped answering, and answers 503-style errors while it cannot', async () => {
    let opens = 0;
    let alive = true;
    const fake: MessageStore = {
      addContact: async () => 1,
      addQuery: async () => 2,
      due: async () => [],
      markSent: async () => {},
      markFailed: async () => {},
      healthy: async () => true,
      alive: () => alive,
      close: async () => {},
    };
    let failNext = false;
    const opener: OpenMessageStore = async () => {
      opens++;
      if (failNext) throw new Error('disk gone');
      return fake;
    };
    const store = openResilientStore(opener, '/data', { deliver: false, logger: pino({ level: 'silent' }), retryMs: 0 });
    expect(await store.addContact(message(1))).toBe(1);
    expect(opens).toBe(1);

    alive = false;
    failNext = true;
    await expect(store.addContact(message(2))).rejects.toBeInstanceOf(StorageUnavailableError);
    expect(await store.healthy()).toBe(false);

    alive = true;
    failNext = false;
    expect(await store.addContact(message(3))).toBe(1);
    expect(opens).toBeGreaterThanOrEqual(3);
    await store.close();
  });
});
