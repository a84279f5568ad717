// A real server process for durability and shutdown tests: the whole app, the real
// listen/drain logic, embedded or upstream API, and no build needed.
import { existsSync } from 'node:fs';
import pino from 'pino';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config.server';
import { loadSiteContent } from '../../server/content/content.server';
import { createSiteApi } from '../../server/site-api/create-site-api.server';
import { serve } from '../../server/serve.server';
import { testAssets } from './test-app';

const config = loadConfig();
const logger = pino({ level: 'silent' });
const content = await loadSiteContent(config);
// SQLite in its worker thread, as the real server runs it (built by `npm run build`, which npm test runs first).
const storageWorker = new URL('../../dist/server/storage-worker.js', import.meta.url);
if (!existsSync(storageWorker)) throw new Error('dist/server/storage-worker.js is missing: run `npm run build` first.');
const api = createSiteApi(config, content, logger, storageWorker);
serve(createApp(config, { logger, assets: testAssets, api, content }), {
  port: 0,
  host: '127.0.0.1',
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  logger,
  onStopped: () => api.close(),
  onListening: (port) => process.stdout.write(`LISTENING ${port}\n`),
});
