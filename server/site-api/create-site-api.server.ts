import type { Logger } from 'pino';
import type { Config } from '../config.server';
import type { SiteContent } from '../content/content.server';
import { openMessageStore } from '../storage/message-store.server';
import { openStoreInWorker } from '../storage/store-in-worker.server';
import { storeSettings } from '../storage/store-settings.server';
import { startOutbox, type Outbox } from '../mail/outbox.server';
import { startBookingRetention } from '../booking/booking-retention.server';
import { bookingMailQueue } from '../booking/booking-mail-queue.server';
import { createReminderSender, type DeadlinesFor } from '../reminders/reminder-sender.server';
import { createReminders } from '../reminders/reminders.server';
import { complianceDeadlines } from '../tools/compliance/deadlines.server';
import { changes } from '../../shared/content/generated/changes';
import { createEmbeddedSiteApi } from './embedded.server';
import { createUpstreamSiteApi } from './upstream.server';
import { withSharedReads } from './shared-reads.server';
import type { SiteApi } from './site-api';

/** The compliance calendar's deadlines: the reminders are scheduled from the same list the calendar page shows. */
const reminderDeadlines: DeadlinesFor = complianceDeadlines;

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
  // Reminders need somewhere to send them: without SMTP the sign-up answers 503 rather than keep addresses it cannot write to.
  let outbox: Outbox | null = null;
  const reminders = config.smtpUrl
    ? createReminders({ store, siteUrl: config.siteUrl, confirmationsPerHour: config.reminderConfirmationsPerHour, onQueued: () => outbox?.poke() })
    : undefined;
  if (config.smtpUrl && reminders) {
    const { smtpFrom: from, siteName, siteUrl } = config;
    outbox = startOutbox({
      store,
      smtpUrl: config.smtpUrl,
      from,
      to: config.contactInbox,
      siteName,
      logger,
      bookings: bookingMailQueue({ store, siteUrl, siteName, firmEmail: config.contactInbox, retentionDays: config.bookingRetentionDays }),
      reminders: createReminderSender({ store, deadlines: reminderDeadlines, changes, links: () => reminders.links(), from, siteName, siteUrl, logger }),
    });
  }
  // Without mail there is no outbox pass to keep the bookings' retention: a sweep of its own does.
  const retention = outbox ? null : startBookingRetention({ store, retentionDays: config.bookingRetentionDays, logger });
  logger.info({ storage: config.database ? 'postgres' : 'sqlite', email: Boolean(outbox) }, 'embedded API: blog from Markdown, messages in our own storage');
  const api = createEmbeddedSiteApi(content.posts, store, () => outbox?.poke());
  return {
    ...api,
    reminders,
    async close() {
      retention?.stop();
      await outbox?.stop();
      await api.close();
    },
  };
}
