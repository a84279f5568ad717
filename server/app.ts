import type { IncomingMessage, RequestListener } from 'node:http';
import { availableParallelism } from 'node:os';
import proxyaddr from 'proxy-addr';
import express, { Router } from 'express';
import type { Logger } from 'pino';
import type { Config } from './config.server';
import type { Assets } from './assets.server';
import type { SiteApi } from './site-api/site-api';
import type { SiteContent } from './content/content.server';
import { buildSecurityHeaders } from './middleware/security-headers.server';
import { staticAssets } from './middleware/static-assets.server';
import { publicFiles } from './middleware/public-files.server';
import { apiNotFound, errorHandler } from './middleware/errors.server';
import { contentRoutes } from './api/content-routes.server';
import { toolRoutes } from './api/tool-routes.server';
import { formRoutes } from './forms/form-routes.server';
import { formRateLimit } from './api/rate-limit.server';
import { formPostGate } from './forms/form-post-gate.server';
import { bookingForm, reminderForm, siteForm } from './forms/limited-forms.server';
import { reminderRoutes } from './reminders/reminder-routes.server';
import { healthRoutes } from './health.server';
import { createSiteRenderer } from './ssr/site-renderer.server';
import { signedLinkPaths, uncachedPaths } from './ssr/routes.server';
import { renderPage, ssrHandler } from './ssr/ssr-handler.server';
import { renderSlots } from './ssr/render-slots.server';
import { seoRoutes } from './seo/seo-routes.server';
import { speculationRulesFile } from './ssr/speculation-rules.server';
import { socialCardRoutes } from './social-cards/social-card-routes.server';
import { requestContext } from './http/request-context.server';
import { canonicalRequests } from './http/canonical-url.server';
import { responseCache } from './http/response-cache.server';
import { queryMissLimit } from './http/query-miss-limit.server';
import { signedLinkLimit } from './http/signed-link-limit.server';
import { sameSitePosts } from './http/same-site-posts.server';
import { createCachePolicy } from './http/cache-policy.server';
import { compressAnswers } from './http/compress-answers.server';
import { complianceCalendarRoutes } from './tools/compliance/calendar-routes.server';
import { bookingRoutes } from './booking/booking-routes.server';

export interface AppDeps {
  logger: Logger;
  assets: Assets;
  api: SiteApi;
  content: SiteContent;
}

export type App = RequestListener;

/** Builds the whole site, without listening: tests use it in-process (supertest takes the listener). */
export function createApp(config: Config, deps: AppDeps): App {
  const { logger } = deps;
  const { renderer, siteData, stylesheets, forms, articlePaths, reminders, bookings } = createSiteRenderer(config, deps);
  const cachePolicy = createCachePolicy(config.blogCacheSeconds);
  // One render per core at a time; a short queue rides out a burst, and a flood beyond it is refused with a 503.
  const slots = renderSlots(availableParallelism(), 64, 2_000);

  const site = express();
  site.disable('x-powered-by');
  site.set('etag', 'weak');
  site.set('query parser', 'simple');
  if (config.trustProxy !== undefined) site.set('trust proxy', config.trustProxy);
  // The client's address as Express's req.ip reads it, for the limit that counts posts before the app runs.
  const trustProxy = site.get('trust proxy fn') as Parameters<typeof proxyaddr>[1];
  const clientAddress = (req: IncomingMessage) => proxyaddr(req, trustProxy);
  const rateLimit = formRateLimit(config.formRateLimit, clientAddress, config.database && { database: config.database, logger });
  site.use('/assets', staticAssets(deps.assets));
  site.use(healthRoutes(deps.api));
  site.use(socialCardRoutes(config, deps.content));
  site.use(publicFiles('public', config.isProduction ? '1h' : 0));
  site.use(seoRoutes(config, siteData, deps.content, cachePolicy, { remindersAvailable: reminders !== null }));
  site.use(speculationRulesFile());
  const render = renderPage({ renderer, logger, cachePolicy, slots });
  site.use(formRoutes({ forms, rateLimit, render }));
  site.use(reminderRoutes({ reminders, rateLimit, render }));
  site.use(complianceCalendarRoutes(cachePolicy, { siteUrl: config.siteUrl, siteName: config.siteName }));
  site.use(bookingRoutes({ bookings, rateLimit, render }));
  site.use('/api', contentRoutes(siteData, cachePolicy), toolRoutes(cachePolicy), apiNotFound);
  site.use(ssrHandler({ renderer, logger, cachePolicy, slots }));
  site.use(errorHandler(logger));

  // The path every request takes. A plain router, not an Express app: an app
  // swaps the prototypes of req and res, which doubles the cost of a cache hit,
  // so only requests the cache does not answer pay for it, in `site`.
  const front = Router();
  const compress = compressAnswers();
  front.use(requestContext(logger, buildSecurityHeaders(config, stylesheets.cspSources)));
  // First: a post another site's page sent is refused from its headers, before anything counts or reads it.
  front.use(sameSitePosts(config.siteUrl));
  // Before the cache: only canonical URLs are keyed, rendered or stored.
  front.use(canonicalRequests(articlePaths));
  front.use(formPostGate({ rateLimit, forms: [siteForm('contact', forms.fields('contact')), siteForm('query', forms.fields('query')), reminderForm, bookingForm] }));
  // Each signed link is a render, forged or not: its posts, and its GETs with the link's query, have a limit of their own
  // (not the query budget, which a visitor behind the same address could spend), a short 429 before the cache and the app.
  front.use(signedLinkLimit(config.signedLinkRateLimit, clientAddress, signedLinkPaths));
  const renderBudget = queryMissLimit(config.queryRateLimit, clientAddress, uncachedPaths, signedLinkPaths);
  // A page no cache keeps is a render every time: counted before the cache, which could not answer it anyway.
  front.use(renderBudget.uncachedPages);
  front.use(config.pageCacheEntries > 0 ? responseCache(config.pageCacheEntries, compress) : compress);
  // After the cache: only a query answer it does not hold yet costs a render, and only those count.
  front.use(renderBudget.queryMisses);
  front.use(site);
  return (req, res) => {
    front(req as express.Request, res as express.Response, (error?: unknown) => {
      // `site` answers every request and handles its own errors; this is the last resort.
      if (error) logger.error({ err: error, url: req.url }, 'request failed outside the site');
      res.statusCode = error ? 500 : 404;
      res.end();
    });
  };
}
