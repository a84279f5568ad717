import type { Logger } from 'pino';
import { openSubmissionStore, StorageUnavailableError, type SubmissionStore } from './submissions.server';

/**
 * Opens the message store, and keeps the site up when it cannot: pages still
 * serve, /readyz reports not ready, forms answer 503, and the store is tried
 * again (at most every retryMs) until it opens.
 */
export function openResilientStore(dataDir: string, opts: { deliver: boolean; logger: Logger; retryMs?: number }): SubmissionStore {
  const retryMs = opts.retryMs ?? 5_000;
  let store: SubmissionStore | null = null;
  let lastTry = 0;

  const current = (): SubmissionStore | null => {
    if (store) return store;
    if (Date.now() - lastTry < retryMs && lastTry !== 0) return null;
    lastTry = Date.now();
    try {
      store = openSubmissionStore(dataDir, { deliver: opts.deliver });
      opts.logger.info({ dataDir }, 'message storage is open');
    } catch (error) {
      opts.logger.error({ err: error, dataDir }, 'message storage cannot be opened; forms will answer 503 until it can');
    }
    return store;
  };
  current();

  const required = (): SubmissionStore => {
    const s = current();
    if (!s) throw new StorageUnavailableError(new Error(`cannot open storage in ${dataDir}`));
    return s;
  };

  return {
    addContact: async (m) => required().addContact(m),
    addQuery: async (q) => required().addQuery(q),
    list: (limit) => required().list(limit),
    due: (now, limit) => current()?.due(now, limit) ?? [],
    markSent: (id, at) => required().markSent(id, at),
    markFailed: (id, error, next) => required().markFailed(id, error, next),
    healthy: () => current()?.healthy() ?? false,
    close: () => store?.close(),
  };
}
