import type { Logger } from 'pino';
import type { Config } from '../config.server';
import type { SiteContent } from '../content/content.server';
import { openMessageStore } from '../storage/message-store.server';
import { openStoreInWorker } from '../storage/store-in-worker.server';
import { storeSettings } from '../storage/store-settings.server';
import { startOutbox } from '../mail/outbox.server';
import { createEmbeddedSiteApi } from './embedded.server';
import { createUpstreamSiteApi } from './upstream.server';
import { withSharedReads } from './shared-reads.server';
import type { SiteApi } from './site-api';

/**
 * Chosen once at start-up: the API host when API_ORIGIN is set, our own
 * storage (PostgreSQL or SQLite) otherwise. Given the built storage worker,
 * SQLite runs in it, as the server does; tests and tools may keep it on their
 * own thread. PostgreSQL needs no worker: its I/O never blocks the event loop.
 */
export function createSiteApi(config: Config, content: SiteContent, logger: Logger, storageWorker?: URL): SiteApi {
  if (config.apiOrigin) {
    logger.info({ apiOrigin: config.apiOrigin }, 'upstream API: blog and forms go to the API host');
    return withSharedReads(createUpstreamSiteApi(config.apiOrigin, config.upstream));
  }
  const settings = storeSettings(config, logger);
  const store = storageWorker && !config.database ? openStoreInWorker(storageWorker, settings, config) : openMessageStore(settings);
  const outbox = config.smtpUrl ? startOutbox({ store, smtpUrl: config.smtpUrl, from: config.smtpFrom, to: config.contactInbox, siteName: config.siteName, logger }) : null;
  logger.info({ storage: config.database ? 'postgres' : 'sqlite', email: Boolean(outbox) }, 'embedded API: blog from Markdown, messages in our own storage');
  const api = createEmbeddedSiteApi(content.posts, store, () => outbox?.poke());
  return {
    ...api,
    async close() {
      await outbox?.stop();
      await api.close();
    },
  };
}
