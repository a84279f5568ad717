// The storage worker thread: owns the SQLite connection, so inserts, fsyncs and
// WAL checkpoints happen off the event loop that serves pages.
// Always run built, as dist/server/storage-worker.js (Node runs no TypeScript in worker threads).
import { parentPort, workerData } from 'node:worker_threads';
import type { ContactMessage, SupportQuery } from '../shared/forms/schemas';
import { openSubmissionStore, StorageUnavailableError, type SubmissionStore } from './storage/submissions.server';
import type { StoreCall, StoreReply, WorkerData } from './storage/worker-protocol.server';

const port = parentPort!;
const { dataDir, options } = workerData as WorkerData;
const reply = (message: StoreReply) => port.postMessage(message);

let store: SubmissionStore;
try {
  store = openSubmissionStore(dataDir, options);
  reply({ kind: 'opened' });
} catch (error) {
  reply({ kind: 'open-failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

async function perform(call: StoreCall): Promise<unknown> {
  switch (call.op) {
    case 'addContact':
      return store.addContact(call.args[0] as unknown as ContactMessage);
    case 'addQuery':
      return store.addQuery(call.args[0] as unknown as SupportQuery);
    case 'due':
      return store.due(new Date(call.args[0]), call.args[1]);
    case 'markSent':
      return store.markSent(call.args[0], new Date(call.args[1]));
    case 'markFailed':
      return store.markFailed(call.args[0], call.args[1], new Date(call.args[2]));
    case 'healthy':
      return store.healthy();
    case 'close':
      store.close();
      return undefined;
  }
}

port.on('message', (call: StoreCall) => {
  perform(call).then(
    (value) => {
      reply({ kind: 'result', id: call.id, value });
      if (call.op === 'close') port.close();
    },
    (error: unknown) =>
      reply({ kind: 'failed', id: call.id, message: error instanceof Error ? error.message : String(error), unavailable: error instanceof StorageUnavailableError }),
  );
});
