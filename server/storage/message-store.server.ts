import type { ContactMessage, SupportQuery } from '../../shared/forms/schemas';
import { openSubmissionStore, type Submission } from './submissions.server';

/**
 * What the site needs of message storage, all asynchronous, so the database can
 * live off the event loop (see worker-store.server.ts) and a slow disk never
 * holds up a page.
 */
export interface MessageStore {
  /** Resolves with the row id once the row is committed to disk. */
  addContact(message: ContactMessage): Promise<number>;
  addQuery(query: SupportQuery): Promise<number>;
  /** Pending rows whose next attempt is due, oldest first. */
  due(now: Date, limit: number): Promise<Submission[]>;
  markSent(id: number, at: Date): Promise<void>;
  markFailed(id: number, error: string, nextAttempt: Date): Promise<void>;
  /** Writable and answering: used by /readyz. */
  healthy(): Promise<boolean>;
  /** False once the store can no longer answer (its worker died): reopen it. */
  alive(): boolean;
  close(): Promise<void>;
}

export interface StoreOptions {
  deliver: boolean;
  /** Largest the database may grow; a write beyond it fails as "storage unavailable" (503), never a false success. */
  maxBytes?: number;
  /** Free disk space below which the store reports itself not ready. */
  minFreeBytes?: number;
}

export type OpenMessageStore = (dataDir: string, opts: StoreOptions) => Promise<MessageStore>;

/** The database on the calling thread: for tests and tools, where nothing else waits on the event loop. */
export const openInThreadStore: OpenMessageStore = async (dataDir, opts) => {
  const store = openSubmissionStore(dataDir, opts);
  return {
    addContact: (m) => store.addContact(m),
    addQuery: (q) => store.addQuery(q),
    due: async (now, limit) => store.due(now, limit),
    markSent: async (id, at) => store.markSent(id, at),
    markFailed: async (id, error, next) => store.markFailed(id, error, next),
    healthy: async () => store.healthy(),
    alive: () => true,
    close: async () => store.close(),
  };
};
