import type { Logger } from 'pino';
import type { MessageStore, OpenMessageStore, StoreOptions } from './message-store.server';
import { StorageUnavailableError } from './submissions.server';

/**
 * Opens the message store, and keeps the site up when it cannot: pages still
 * serve, /readyz reports not ready, forms answer 503, and the store is tried
 * again (at most every retryMs) until it opens, and reopened if it dies.
 */
export function openResilientStore(
  open: OpenMessageStore,
  dataDir: string,
  opts: StoreOptions & { logger: Logger; retryMs?: number },
): MessageStore {
  const retryMs = opts.retryMs ?? 5_000;
  let store: MessageStore | null = null;
  let opening: Promise<MessageStore | null> | null = null;
  let lastTry = 0;
  let closed = false;

  const current = (): Promise<MessageStore | null> => {
    if (store?.alive()) return Promise.resolve(store);
    if (store) opts.logger.error({ dataDir }, 'message storage stopped answering; reopening it');
    store = null;
    if (opening) return opening;
    if (closed || (lastTry !== 0 && Date.now() - lastTry < retryMs)) return Promise.resolve(null);
    lastTry = Date.now();
    opening = open(dataDir, { deliver: opts.deliver, maxBytes: opts.maxBytes, minFreeBytes: opts.minFreeBytes })
      .then((opened) => {
        opts.logger.info({ dataDir }, 'message storage is open');
        store = opened;
        return opened;
      })
      .catch((error: unknown) => {
        opts.logger.error({ err: error, dataDir }, 'message storage cannot be opened; forms will answer 503 until it can');
        return null;
      })
      .finally(() => {
        opening = null;
      });
    return opening;
  };
  void current();

  const required = async (): Promise<MessageStore> => {
    const s = await current();
    if (!s) throw new StorageUnavailableError(new Error(`cannot open storage in ${dataDir}`));
    return s;
  };

  return {
    addContact: async (m) => (await required()).addContact(m),
    addQuery: async (q) => (await required()).addQuery(q),
    due: async (now, limit) => (await current())?.due(now, limit) ?? [],
    markSent: async (id, at) => (await required()).markSent(id, at),
    markFailed: async (id, error, next) => (await required()).markFailed(id, error, next),
    healthy: async () => (await current())?.healthy() ?? false,
    alive: () => true,
    async close() {
      closed = true;
      const s = store ?? (await opening);
      await s?.close();
    },
  };
}
