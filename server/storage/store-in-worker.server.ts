import { Worker } from 'node:worker_threads';
import type { Config } from '../config.server';
import { KeyReusedError, StorageUnavailableError, type MessageStore, type StoreSettings } from './message-store.server';

/** What the storage worker (server/storage-worker.ts) is started with: the settings, less what cannot cross threads. */
export interface StorageWorkerData {
  settings: Omit<StoreSettings, 'logger'>;
  log: Pick<Config, 'logLevel' | 'env'>;
}

type StoreMethod = Exclude<keyof MessageStore, 'close'>;
export interface StoreCall {
  id: number;
  method: StoreMethod | 'close';
  args: unknown[];
}
export type StoreReply = { id: number; ok: true; value: unknown } | { id: number; ok: false; message: string; unavailable: boolean; keyReused: boolean };

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * The message store in a worker thread, for SQLite: better-sqlite3 commits
 * (and fsyncs) synchronously, which on the event loop stalled every page
 * while posts arrived (npm run bench:storage; README, Design decisions). The
 * worker runs the same store; this side forwards each call and answers it
 * when the worker does, so a row is acknowledged only after its commit. If
 * the worker dies, calls in flight fail as "storage unavailable" (503, never
 * a false success) and the next call starts a new one, at most every retryMs.
 */
export function openStoreInWorker(workerFile: URL, settings: StoreSettings, log: StorageWorkerData['log']): MessageStore {
  const { logger, ...transferable } = settings;
  // Only what the worker's logger reads: a whole Config passed as log would copy its secrets (SMTP_URL) into the thread.
  const workerData: StorageWorkerData = { settings: transferable, log: { logLevel: log.logLevel, env: log.env } };
  const retryMs = settings.retryMs ?? 5_000;
  const pending = new Map<number, Pending>();
  let worker: Worker | null = null;
  let startedAt = 0;
  let nextId = 1;
  let closed = false;

  const start = (): Worker | null => {
    if (worker) return worker;
    if (closed || (startedAt !== 0 && Date.now() - startedAt < retryMs)) return null;
    startedAt = Date.now();
    const w = new Worker(workerFile, { workerData });
    w.on('message', (reply: StoreReply) => {
      const p = pending.get(reply.id);
      pending.delete(reply.id);
      if (!p) return;
      if (reply.ok) p.resolve(reply.value);
      else p.reject(reply.keyReused ? new KeyReusedError() : reply.unavailable ? new StorageUnavailableError(new Error(reply.message)) : new Error(reply.message));
    });
    w.on('error', (error: Error) => stopped(w, `storage worker crashed: ${error.message}`));
    w.on('exit', (code) => stopped(w, `storage worker exited with code ${code}`));
    worker = w;
    return w;
  };

  const stopped = (w: Worker, reason: string) => {
    if (worker !== w) return;
    worker = null;
    if (!closed) logger.error({ reason }, 'message storage stopped answering; it is restarted on the next request');
    const error = new StorageUnavailableError(new Error(reason));
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  const call = <T>(method: StoreCall['method'], args: unknown[]): Promise<T> => {
    const w = start();
    if (!w) return Promise.reject(new StorageUnavailableError(new Error('the storage worker is not running')));
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      w.postMessage({ id, method, args } satisfies StoreCall);
    });
  };
  start();

  // Each argument crosses to the worker by structured clone (a Date stays a Date), each answer back the same way.
  const forward =
    <M extends StoreMethod>(method: M) =>
    (...args: Parameters<MessageStore[M]>) =>
      call<Awaited<ReturnType<MessageStore[M]>>>(method, args);
  return {
    signUp: forward('signUp'),
    confirmSignup: forward('confirmSignup'),
    unsubscribe: forward('unsubscribe'),
    claimSignupsToCheck: forward('claimSignupsToCheck'),
    queueReminders: forward('queueReminders'),
    claimDueMails: forward('claimDueMails'),
    markMailSent: forward('markMailSent'),
    markMailFailed: forward('markMailFailed'),
    markMailUndeliverable: forward('markMailUndeliverable'),
    bounces: forward('bounces'),
    forgetExpired: forward('forgetExpired'),
    sharedSecret: forward('sharedSecret'),
    book: forward('book'),
    takenBetween: forward('takenBetween'),
    find: forward('find'),
    cancel: forward('cancel'),
    claimBookingMail: forward('claimBookingMail'),
    markBookingMailSent: forward('markBookingMailSent'),
    markBookingMailFailed: forward('markBookingMailFailed'),
    markBookingMailUndeliverable: forward('markBookingMailUndeliverable'),
    forgetBookingsEndedBefore: forward('forgetBookingsEndedBefore'),
    listBookings: forward('listBookings'),
    addContact: (message, key) => call('addContact', [message, key]),
    addQuery: (query, key) => call('addQuery', [query, key]),
    list: (limit) => call('list', [limit]),
    claimDue: (now, afterId, limit, leaseMs) => call('claimDue', [now, afterId, limit, leaseMs]),
    markSent: (id, at) => call('markSent', [id, at]),
    markFailed: (id, error, next) => call('markFailed', [id, error, next]),
    markUndeliverable: forward('markUndeliverable'),
    ready: () => call<boolean>('ready', []).catch(() => false),
    async close() {
      const w = worker;
      if (w) await call('close', []).catch(() => undefined);
      closed = true;
      await w?.terminate();
    },
  };
}
