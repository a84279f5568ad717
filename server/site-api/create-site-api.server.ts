import type { Logger } from 'pino';
import type { Config } from '../config.server';
import type { SiteContent } from '../content/content.server';
import { openSubmissionStore } from '../storage/submissions.server';
import { createEmbeddedSiteApi } from './embedded.server';
import type { SiteApi } from './site-api';

/** Chosen once at start-up: the API host when API_ORIGIN is set, local storage otherwise. */
export function createSiteApi(config: Config, content: SiteContent, logger: Logger): SiteApi {
  const store = openSubmissionStore(config.dataDir, { deliver: Boolean(config.smtpUrl) });
  logger.info({ dataDir: config.dataDir }, 'embedded API: blog from Markdown, messages stored in SQLite');
  return createEmbeddedSiteApi(content.posts, store);
}
