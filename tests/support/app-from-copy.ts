import path from 'node:path';
import pino from 'pino';
import type * as AppModule from '../../server/app';
import type * as ConfigModule from '../../server/config.server';
import type * as ContentModule from '../../server/content/content.server';
import type * as SiteApiModule from '../../server/site-api/create-site-api.server';
import { compileContent } from '../../server/content/compile/compile-content.server';
import { formatIssue } from '../../server/content/compile/issues.server';
import { writeGeneratedModules } from '../../server/content/compile/generated-modules.server';
import { testAssets } from './test-app';

export type CopiedApp = ReturnType<typeof AppModule.createApp>;

/** Compiles a project copy's content/ into its own generated modules (see project-copy.ts). */
export async function compileCopy(root: string): Promise<void> {
  const compiled = await compileContent(path.join(root, 'content'));
  if (!compiled.ok) throw new Error(compiled.issues.map(formatIssue).join('\n'));
  await writeGeneratedModules(compiled.content, path.join(root, 'shared/content/generated'));
}

/** The copy's own server code, with its own compiled content: required from the copy's folder. */
export async function appFromCopy(root: string): Promise<CopiedApp> {
  const { createApp } = (await import(path.join(root, 'server/app.ts'))) as typeof AppModule;
  const { loadConfig } = (await import(path.join(root, 'server/config.server.ts'))) as typeof ConfigModule;
  const { loadSiteContent } = (await import(path.join(root, 'server/content/content.server.ts'))) as typeof ContentModule;
  const { createSiteApi } = (await import(path.join(root, 'server/site-api/create-site-api.server.ts'))) as typeof SiteApiModule;
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SITE_URL: 'https://www.example.com', DATA_DIR: path.join(root, 'data') });
  const content = await loadSiteContent(config, path.join(root, 'content'));
  const logger = pino({ level: 'silent' });
  return createApp(config, { logger, assets: testAssets, api: createSiteApi(config, content, logger), content });
}
