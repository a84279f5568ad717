import type { RequestListener } from 'node:http';
import express from 'express';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { Logger } from 'pino';
import { toPublicConfig, type Config } from './config.server';
import type { Assets } from './assets.server';
import type { SiteApi } from './site-api/site-api';
import type { SiteContent } from './content/content.server';
import { createServerSiteData } from './site-data.server';
import { buildSecurityHeaders } from './middleware/security-headers.server';
import { requestId } from './middleware/request-id.server';
import { staticAssets } from './middleware/static-assets.server';
import { publicFiles } from './middleware/public-files.server';
import { canonicalRedirects } from './middleware/redirects.server';
import { apiNotFound, errorHandler } from './middleware/errors.server';
import { contentRoutes } from './api/content-routes.server';
import { formRoutes } from './api/form-routes.server';
import { formRateLimit } from './api/rate-limit.server';
import { healthRoutes } from './health.server';
import { createRenderer } from './ssr/render.server';
import { createPageCache } from './ssr/page-cache.server';
import { renderPage, ssrHandler } from './ssr/ssr-handler.server';
import { cachedPageResponder } from './ssr/cached-page-responder.server';
import { noJsFormPosts } from './ssr/form-posts.server';
import { seoRoutes } from './seo/seo-routes.server';
import { speculationRulesFile } from './ssr/speculation-rules.server';
import { socialCardRoutes } from './social-cards/social-card-routes.server';

export interface AppDeps {
  logger: Logger;
  assets: Assets;
  api: SiteApi;
  content: SiteContent;
}

/** A plain request listener: cached pages are answered in front of Express, everything else goes through it. */
export type App = RequestListener;

/** Builds the whole site, without listening: tests use it in-process (supertest takes the listener). */
export function createApp(config: Config, deps: AppDeps): App {
  const app = express();
  const { logger } = deps;
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', 'simple');
  if (config.trustProxy) app.set('trust proxy', /^\d+$/.test(config.trustProxy) ? Number(config.trustProxy) : config.trustProxy);

  const publicConfig = toPublicConfig(config);
  const siteData = createServerSiteData(deps.api, deps.content);
  const caches = { pages: createPageCache(config.pageCacheEntries), notFound: createPageCache(Math.min(config.pageCacheEntries, 200)) };
  const renderer = createRenderer({ publicConfig, manifest: deps.assets.manifest, siteData, logger });
  const rateLimit = formRateLimit(config.formRateLimit);
  // Blog answers from an API host go stale; embedded posts only change with a deploy.
  const blogTtlMs = deps.api.mode === 'upstream' ? config.blogCacheSeconds * 1000 : 0;

  const headers = buildSecurityHeaders(config);
  app.use((req, res, next) => {
    requestId(req, res);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  });
  app.use(
    pinoHttp({
      logger,
      genReqId: (_req, res) => String(res.getHeader('X-Request-Id')),
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    }),
  );
  app.use('/assets', staticAssets(deps.assets));
  app.use(healthRoutes(deps.api));
  app.use(compression({ threshold: 1024 }));
  app.use(socialCardRoutes(config, deps.content));
  app.use(publicFiles('public', config.isProduction ? '1h' : 0));
  app.use(seoRoutes(config, siteData, deps.content));
  app.use(speculationRulesFile());
  app.use('/api', contentRoutes(siteData, { blogCacheSeconds: config.blogCacheSeconds, blogTtlMs }), formRoutes(deps.api, config.productName, rateLimit), apiNotFound);
  app.use(canonicalRedirects());
  app.use(noJsFormPosts({ api: deps.api, productName: config.productName, rateLimit, render: renderPage({ renderer, logger }) }));
  app.use(ssrHandler({ renderer, caches, logger, blogTtlMs }));
  app.use(errorHandler(logger));

  const answerFromCache = cachedPageResponder(caches, headers);
  return (req, res) => {
    if (!answerFromCache(req, res)) app(req, res);
  };
}
