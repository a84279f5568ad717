import { Worker } from 'node:worker_threads';
import type { MessageStore, OpenMessageStore } from './message-store.server';
import { StorageUnavailableError, type Submission } from './submissions.server';
import type { StoreCall, StoreReply, WorkerData } from './worker-protocol.server';

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type CallWithoutId = StoreCall extends infer C ? (C extends StoreCall ? Omit<C, 'id'> : never) : never;

/**
 * Message storage in a worker thread (server/storage-worker.ts): the main
 * thread only posts rows and awaits the commit, so an fsync or a WAL
 * checkpoint never stalls the pages being served. A row is acknowledged only
 * after the worker has committed it; if the worker dies, every call in flight
 * fails as "storage unavailable" (the visitor sees a 503, never a false
 * success) and the store reports itself dead so it is reopened.
 */
export function workerStoreOpener(workerFile: URL): OpenMessageStore {
  return (dataDir, opts) =>
    new Promise((resolveOpen, rejectOpen) => {
      const worker = new Worker(workerFile, { workerData: { dataDir, options: opts } satisfies WorkerData });
      const pending = new Map<number, Pending>();
      let nextId = 1;
      let opened = false;
      let dead = false;

      const failAll = (reason: string) => {
        dead = true;
        const error = new StorageUnavailableError(new Error(reason));
        for (const p of pending.values()) p.reject(error);
        pending.clear();
        if (!opened) rejectOpen(error);
      };

      worker.on('message', (message: StoreReply) => {
        if (message.kind === 'opened') {
          opened = true;
          resolveOpen(store);
        } else if (message.kind === 'open-failed') {
          failAll(`cannot open storage in ${dataDir}: ${message.message}`);
        } else {
          const p = pending.get(message.id);
          pending.delete(message.id);
          if (!p) return;
          if (message.kind === 'result') p.resolve(message.value);
          else p.reject(message.unavailable ? new StorageUnavailableError(new Error(message.message)) : new Error(message.message));
        }
      });
      worker.on('error', (error) => failAll(`storage worker crashed: ${error.message}`));
      worker.on('exit', (code) => failAll(`storage worker exited with code ${code}`));

      const call = <T>(message: CallWithoutId): Promise<T> => {
        if (dead) return Promise.reject(new StorageUnavailableError(new Error('storage worker is not running')));
        const id = nextId++;
        return new Promise<T>((resolve, reject) => {
          pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
          worker.postMessage({ ...message, id });
        });
      };

      const store: MessageStore = {
        addContact: (m) => call<number>({ op: 'addContact', args: [{ ...m }] }),
        addQuery: (q) => call<number>({ op: 'addQuery', args: [{ ...q }] }),
        due: (now, limit) => call<Submission[]>({ op: 'due', args: [now.toISOString(), limit] }),
        markSent: (id, at) => call<void>({ op: 'markSent', args: [id, at.toISOString()] }),
        markFailed: (id, error, next) => call<void>({ op: 'markFailed', args: [id, error, next.toISOString()] }),
        healthy: () => call<boolean>({ op: 'healthy', args: [] }).catch(() => false),
        alive: () => !dead,
        async close() {
          if (dead) return;
          await call<void>({ op: 'close', args: [] }).catch(() => undefined);
          await worker.terminate();
        },
      };
    });
}
