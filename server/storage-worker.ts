// The storage worker thread (see server/storage/store-in-worker.server.ts): the SQLite message store, off the
// event loop that serves pages. Always run built, as dist/server/storage-worker.js,
// so it starts the same way under jest (whose transform does not reach worker threads), tsx and the image.
import { parentPort, workerData } from 'node:worker_threads';
import { createLogger } from './logger.server';
import { KeyReusedError, openMessageStore, StorageUnavailableError } from './storage/message-store.server';
import type { StorageWorkerData, StoreCall, StoreReply } from './storage/store-in-worker.server';

if (!parentPort) throw new Error('storage-worker.js runs only as a worker thread (see store-in-worker.server.ts)');
const port = parentPort;
const { settings, log } = workerData as StorageWorkerData;
const store = openMessageStore({ ...settings, logger: createLogger(log) });

port.on('message', (call: StoreCall) => {
  const method = store[call.method].bind(store) as (...args: unknown[]) => Promise<unknown>;
  method(...call.args).then(
    (value) => {
      port.postMessage({ id: call.id, ok: true, value } satisfies StoreReply);
      if (call.method === 'close') port.close();
    },
    (error: unknown) =>
      port.postMessage({
        id: call.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
        unavailable: error instanceof StorageUnavailableError,
        keyReused: error instanceof KeyReusedError,
      } satisfies StoreReply),
  );
});
