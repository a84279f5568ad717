import type { StoreOptions } from './message-store.server';

/** Messages between the main thread and the storage worker. */
export type StoreCall =
  | { id: number; op: 'addContact' | 'addQuery'; args: [Record<string, unknown>] }
  | { id: number; op: 'due'; args: [string, number] }
  | { id: number; op: 'markSent'; args: [number, string] }
  | { id: number; op: 'markFailed'; args: [number, string, string] }
  | { id: number; op: 'healthy' | 'close'; args: [] };

export type StoreReply =
  | { kind: 'opened' }
  | { kind: 'open-failed'; message: string }
  | { kind: 'result'; id: number; value: unknown }
  | { kind: 'failed'; id: number; message: string; unavailable: boolean };

export interface WorkerData {
  dataDir: string;
  options: StoreOptions;
}
