import { ConfigError, loadConfig, type Config } from './config.server';
import { createLogger } from './logger.server';
import { ContentError } from './content/compile/issues.server';
import { openSite } from './site.server';
import { serve } from './serve.server';
import { warmPageCache } from './ssr/warm-cache.server';

// The worker always runs built, so it starts the same way under jest (whose transform does not reach worker
// threads), under tsx and in the image: beside start.js, or in dist/ when run from source.
const storageWorker = new URL(import.meta.url.endsWith('.ts') ? '../dist/server/storage-worker.js' : './storage-worker.js', import.meta.url);

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** An address this process can reach itself on, for the host it listens on. */
function loopbackFor(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

async function main(): Promise<void> {
  const config = configOrExit();
  const logger = createLogger(config);
  const { app, api } = await openSite(config, logger, { storageWorker });
  serve(app, {
    port: config.port,
    host: config.host,
    shutdownTimeoutMs: config.shutdownTimeoutMs,
    logger,
    onStopped: () => api.close(),
    onListening: (port) => {
      const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
      logger.info({ url: `http://${host}:${port}`, mode: api.mode }, 'site listening');
      if (config.pageCacheEntries > 0) void warmPageCache(`http://${loopbackFor(config.host)}:${port}`, logger);
    },
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ContentError ? error.message : error);
  process.exit(1);
});
