import type { Logger } from 'pino';
import type { Config } from '../config.server';
import type { StoreSettings } from './message-store.server';

/** The message store as the configuration sets it up, for the server and for scripts that read the same storage. */
export function storeSettings(config: Config, logger: Logger): StoreSettings {
  return { dataDir: config.dataDir, database: config.database, deliver: Boolean(config.smtpUrl), ...config.storageLimits, logger };
}
