import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import { createApp } from '../../server/app';
import { loadConfig, type Config } from '../../server/config.server';
import type { Assets } from '../../server/assets.server';
import { loadSiteContent, type SiteContent } from '../../server/content/content.server';
import { createSiteApi } from '../../server/site-api/create-site-api.server';
import type { SiteApi } from '../../server/site-api/site-api';

function testAsset(type: string, text: string) {
  return {
    status: 200,
    headers: [
      ['Content-Type', type],
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ] as const,
    identity: Buffer.from(text),
    tag: 'TEST1234',
  };
}

/** The names of the sheets pages carry (client/styles/sheets/NAME.css). */
export const sheetNames = readdirSync('client/styles/sheets')
  .filter((file) => file.endsWith('.css'))
  .map((file) => file.slice(0, -4));

/** The stand-in text of each sheet: tiny, and telling which sheet a page carries. */
export const testSheetText = (name: string) => `:root{--sheet:${name}}`;

/** A stand-in build: the server only needs the manifest's names; the files themselves are tiny. */
export const testAssets: Assets = {
  manifest: {
    entry: '/assets/entry-TEST1234.js',
    entryImports: ['/assets/chunks/chunk-TEST1234.js'],
    hydrator: ['/assets/chunks/hydrate-island-TEST1234.js'],
    zoneWorker: '/assets/zone-worker-TEST1234.js',
    css: '/assets/styles-TEST1234.css',
    sheets: Object.fromEntries(sheetNames.map((name) => [name, `/assets/sheet-${name}-TEST1234.css`])),
    icons: '/assets/media/icons-TEST1234.svg',
    islands: { 'pricing-tiers': ['/assets/island-pricing-tiers-TEST1234.js'] },
  },
  files: new Map([
    ['/assets/entry-TEST1234.js', testAsset('text/javascript; charset=utf-8', 'console.log(1)')],
    ['/assets/styles-TEST1234.css', testAsset('text/css; charset=utf-8', 'body{}')],
    ...sheetNames.map((name) => [`/assets/sheet-${name}-TEST1234.css`, testAsset('text/css; charset=utf-8', testSheetText(name))] as const),
  ]),
};

/** The real content, read once per folder, analytics setting and booking retention (the Privacy Policy's passages on them). */
const contentPromises = new Map<string, Promise<SiteContent>>();

export interface TestApp {
  app: ReturnType<typeof createApp>;
  api: SiteApi;
  config: Config;
  content: SiteContent;
  close(): Promise<void>;
}

/**
 * createApp with the real content and routes (or those of `contentDir`, a changed copy), embedded storage in a fresh
 * temp folder (or the API given), silent logs (unless given a logger) and the stand-in build (unless given the real one).
 * The query budget is out of the way unless a test sets `QUERY_RATE_LIMIT`: a test asks for new answers faster than
 * a visitor can, and its per-second cap would refuse them (the budget's own tests set it).
 */
export async function createTestApp(env: Record<string, string> = {}, opts: { api?: SiteApi; logger?: Logger; contentDir?: string; assets?: Assets } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.com', DATA_DIR: dataDir, QUERY_RATE_LIMIT: '100000', ...env });
  const dir = opts.contentDir ?? path.resolve('content');
  const key = `${dir}\0${config.gaMeasurementId ? 'analytics' : 'none'}\0${config.bookingRetentionDays}`;
  if (!contentPromises.has(key)) contentPromises.set(key, loadSiteContent(config, dir));
  const content = await contentPromises.get(key)!;
  const logger = opts.logger ?? pino({ level: 'silent' });
  const api = opts.api ?? createSiteApi(config, content, logger);
  const app = createApp(config, { logger, assets: opts.assets ?? testAssets, api, content });
  return { app, api, config, content, close: () => api.close() };
}
