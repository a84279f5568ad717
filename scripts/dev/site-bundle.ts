import { build } from 'esbuild';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as SiteModule from '../../server/site.server';
import { serverBuildOptions } from '../build';

const outdir = path.resolve('dist', 'dev');
let version = 0;

/**
 * The server's page code, bundled (with the compiled content it imports) and
 * loaded under a new URL each time: Node keeps a module for good once loaded,
 * so a fresh bundle is how the running server gets new content and code
 * without a restart. Each load leaves the last one in memory, which is fine
 * for a development session.
 */
export async function loadFreshSite(): Promise<typeof SiteModule> {
  await build({ ...serverBuildOptions, entryPoints: { site: 'server/site.server.ts' }, outdir, sourcemap: 'inline' });
  version += 1;
  return (await import(`${pathToFileURL(path.join(outdir, 'site.js')).href}?v=${version}`)) as typeof SiteModule;
}
