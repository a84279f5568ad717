// npm run dev: a development build, served, and rebuilt in place when content/ or the code changes. The
// process and its port stay up: an edit to content/ is on the next page load, with no restart; a file with
// problems is reported (file, line, field, what is wrong) and the last good content keeps being served.
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Site } from '../server/site.server';

process.env.NODE_ENV = 'development';
const { buildWithManifest } = await import('./build');
const { ContentError } = await import('../server/content/compile/issues.server');
const { loadConfig } = await import('../server/config.server');
const { createLogger } = await import('../server/logger.server');
const { serve } = await import('../server/serve.server');
const { loadFreshSite } = await import('./dev/site-bundle');
const { watchFolders } = await import('./dev/watch-folders');

const config = loadConfig();
const logger = createLogger(config);
const storageWorker = new URL('../dist/server/storage-worker.js', import.meta.url);

/** Content compiled, both bundles built, and the site opened again from them. */
async function freshSite(): Promise<Site> {
  await buildWithManifest();
  const { openSite } = await loadFreshSite();
  return openSite(config, logger, { storageWorker });
}

await rm('dist/assets', { recursive: true, force: true });
await mkdir('dist/assets', { recursive: true });

let site: Site | undefined;
const generated = path.resolve('shared/content/generated');
// Watching starts before the first build, so an edit saved while it runs is picked up after it.
watchFolders(
  ['content', 'server', 'shared', 'client'].map((folder) => path.resolve(folder)),
  (file) => file.startsWith(generated),
  async (files) => {
    await first;
    const started = Date.now();
    try {
      const previous = site;
      site = await freshSite();
      logger.info({ changed: files.map((file) => path.relative(process.cwd(), file)), ms: Date.now() - started }, 'reloaded');
      // Requests still running on the previous site finish before its storage closes.
      if (previous) setTimeout(() => void previous.api.close(), 5_000).unref();
    } catch (error) {
      if (error instanceof ContentError) logger.error(`${error.message}\nStill serving the last good content.`);
      else logger.error({ err: error }, 'reload failed; still serving the last good build');
    }
  },
);

const first = freshSite().then(
  (opened) => {
    site = opened;
  },
  (error: unknown) => {
    console.error(error instanceof ContentError ? error.message : error);
    process.exit(1);
  },
);
await first;
const serving = () => site!;

serve((req, res) => serving().app(req, res), {
  port: config.port,
  host: config.host,
  shutdownTimeoutMs: config.shutdownTimeoutMs,
  logger,
  onStopped: () => serving().api.close(),
  onListening: (port) => logger.info({ url: `http://localhost:${port}`, mode: serving().api.mode }, 'site listening'),
});
