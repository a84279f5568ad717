import type { Logger } from 'pino';
import { toPublicConfig, type Config } from '../config.server';
import type { Assets } from '../assets.server';
import type { SiteApi } from '../site-api/site-api';
import type { SiteContent } from '../content/content.server';
import { createServerSiteData } from '../site-data.server';
import { inlineStylesheets } from '../inline-stylesheet.server';
import { createFormSubmitter } from '../forms/form-submitter.server';
import { createRenderer } from './render.server';
import { createBookings } from '../booking/booking-service.server';

export interface SiteRendererDeps {
  logger: Logger;
  assets: Assets;
  api: SiteApi;
  content: SiteContent;
}

/**
 * The site's page renderer and what it is built over: the app serves pages with it, and the React-alone benchmark
 * (scripts/bench/react-alone-server.ts) renders the same page with it and nothing else.
 */
export function createSiteRenderer(config: Config, deps: SiteRendererDeps) {
  const siteData = createServerSiteData(deps.api, deps.content);
  const stylesheets = inlineStylesheets(deps.assets);
  const forms = createFormSubmitter(deps.api, config.productName);
  const articlePaths = deps.content.articles.paths();
  const reminders = deps.api.reminders ?? null;
  const bookings = createBookings({ store: deps.api.bookings ?? null, siteUrl: config.siteUrl, siteName: config.siteName, firmEmail: config.contactInbox, mails: Boolean(config.smtpUrl) });
  const renderer = createRenderer({
    publicConfig: toPublicConfig(config),
    manifest: deps.assets.manifest,
    cssFor: stylesheets.forPage,
    siteData,
    forms,
    reminders,
    bookings,
    articlePaths,
    logger: deps.logger,
  });
  return { renderer, siteData, stylesheets, forms, articlePaths, reminders, bookings };
}
