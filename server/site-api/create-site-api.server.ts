import type { Logger } from 'pino';
import type { Config } from '../config.server';
import type { SiteContent } from '../content/content.server';
import { openResilientStore } from '../storage/resilient-store.server';
import { openInThreadStore, type OpenMessageStore } from '../storage/message-store.server';
import { startOutbox } from '../mail/outbox.server';
import { createEmbeddedSiteApi } from './embedded.server';
import { createUpstreamSiteApi } from './upstream.server';
import type { SiteApi } from './site-api';

/**
 * Chosen once at start-up: the API host when API_ORIGIN is set, local storage
 * otherwise. The server opens storage in a worker thread; tests and tools may
 * keep it on their own thread.
 */
export function createSiteApi(config: Config, content: SiteContent, logger: Logger, openStore: OpenMessageStore = openInThreadStore): SiteApi {
  if (config.apiOrigin) {
    logger.info({ apiOrigin: config.apiOrigin }, 'upstream API: blog and forms go to the API host');
    return createUpstreamSiteApi(config.apiOrigin, config.upstream);
  }
  const store = openResilientStore(openStore, config.dataDir, { deliver: Boolean(config.smtpUrl), ...config.storageLimits, logger });
  const outbox = config.smtpUrl
    ? startOutbox({ store, smtpUrl: config.smtpUrl, from: config.smtpFrom, to: config.contactInbox, siteName: config.siteName, logger })
    : null;
  logger.info({ dataDir: config.dataDir, email: Boolean(outbox) }, 'embedded API: blog from Markdown, messages stored in SQLite');
  const api = createEmbeddedSiteApi(content.posts, store, () => outbox?.poke());
  return {
    ...api,
    async close() {
      await outbox?.stop();
      await api.close();
    },
  };
}
