// A real server process for durability tests: the whole app on a port, embedded storage, no build needed.
import { createServer } from 'node:http';
import pino from 'pino';
import { createApp } from '../../server/app';
import { loadConfig } from '../../server/config.server';
import { loadSiteContent } from '../../server/content/content.server';
import { createSiteApi } from '../../server/site-api/create-site-api.server';
import { testAssets } from './test-app';

const config = loadConfig();
const logger = pino({ level: 'silent' });
const content = await loadSiteContent(config);
const api = createSiteApi(config, content, logger);
const server = createServer(createApp(config, { logger, assets: testAssets, api, content }));
server.listen(0, '127.0.0.1', () => {
  const address = server.address() as { port: number };
  process.stdout.write(`LISTENING ${address.port}\n`);
});
