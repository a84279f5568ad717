import { createServer } from 'node:http';
import { ConfigError, loadConfig } from './config.server';
import { createLogger } from './logger.server';
import { loadAssets } from './assets.server';
import { loadSiteContent } from './content/content.server';
import { createSiteApi } from './site-api/create-site-api.server';
import { createApp } from './app';
import { applyServerLimits, serverLimits } from './server-limits.server';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const [assets, content] = await Promise.all([loadAssets(config.distDir), loadSiteContent(config)]);
  const api = createSiteApi(config, content, logger);
  const app = createApp(config, { logger, assets, api, content });

  const server = createServer({ maxHeaderSize: serverLimits.maxHeaderSize }, app);
  applyServerLimits(server);
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info({ url: `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`, mode: api.mode }, 'site listening');
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const deadline = setTimeout(() => {
      logger.warn('requests still in flight at the drain limit; closing them');
      server.closeAllConnections();
    }, config.shutdownTimeoutMs);
    deadline.unref();
    server.close(async () => {
      clearTimeout(deadline);
      await api.close().catch((error) => logger.error({ err: error }, 'closing the API failed'));
      logger.info('stopped');
      logger.flush();
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
