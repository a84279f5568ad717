import pino from 'pino';
import type { Config } from '../../server/config.server';
import { openMessageStore, type Submission } from '../../server/storage/message-store.server';

/** Every stored row, newest first, read through a connection of its own (as `npm run inbox` would). */
export async function storedRows(config: Pick<Config, 'dataDir' | 'database'>): Promise<Submission[]> {
  const store = openMessageStore({ dataDir: config.dataDir, database: config.database, deliver: false, logger: pino({ level: 'silent' }) });
  try {
    return await store.list(100_000);
  } finally {
    await store.close();
  }
}
