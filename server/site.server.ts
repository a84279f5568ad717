import type { Logger } from 'pino';
import type { Config } from './config.server';
import { loadAssets } from './assets.server';
import { loadSiteContent, type SiteContent } from './content/content.server';
import { contentDir } from './content/compile/content-dir.server';
import { createSiteApi } from './site-api/create-site-api.server';
import type { SiteApi } from './site-api/site-api';
import { createApp, type App } from './app';

export interface Site {
  app: App;
  api: SiteApi;
  content: SiteContent;
}

export interface SiteOptions {
  /** The built SQLite worker (see start.ts); without it SQLite runs on the main thread. */
  storageWorker?: URL;
  contentDir?: string;
}

/**
 * The build's assets and the checked content, the API implementation and the
 * app over them: what `npm start` serves, and what `npm run dev` opens again,
 * from a fresh build, each time the content or the code changes.
 */
export async function openSite(config: Config, logger: Logger, opts: SiteOptions = {}): Promise<Site> {
  const [assets, content] = await Promise.all([loadAssets(config.distDir), loadSiteContent(config, opts.contentDir ?? contentDir)]);
  const api = createSiteApi(config, content, logger, opts.storageWorker);
  return { app: createApp(config, { logger, assets, api, content }), api, content };
}
