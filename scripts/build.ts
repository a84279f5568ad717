import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { minify } from '@swc/core';
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { AssetManifest } from '../server/assets.server';
import { drawIconSprite } from './icon-sprite';
import { islandFiles } from '../shared/islands/island-files';
import { compileContent } from '../server/content/compile/compile-content.server';
import { contentDir } from '../server/content/compile/content-dir.server';
import { ContentError } from '../server/content/compile/issues.server';
import { writeGeneratedModules } from '../server/content/compile/generated-modules.server';

const dist = path.resolve('dist');
const assetsDir = path.join(dist, 'assets');
const production = process.env.NODE_ENV !== 'development';

/** Server-only modules must never be bundled for the browser: fail the build, naming the importer. */
export const noServerCode: Plugin = {
  name: 'no-server-code-in-browser',
  setup(b) {
    b.onResolve({ filter: /\.server(\.tsx?)?$|\/server\//, namespace: 'file' }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (/\.server(\.tsx?)?$/.test(args.path) || /(^|\/)server\//.test(args.path)) {
        return { errors: [{ text: `"${args.path}" is server-only and cannot be imported by browser code (from ${args.importer})` }] };
      }
      return undefined;
    });
  },
};

/**
 * react-router's package exports resolve to its development build under every
 * condition; the server bundle takes the production build by path (Node would
 * otherwise load the slower development build).
 */
const reactRouterProduction: Plugin = {
  name: 'react-router-production',
  setup(b) {
    b.onResolve({ filter: /^react-router$/ }, () => ({ path: path.resolve('node_modules/react-router/dist/production/index.mjs') }));
  },
};

const sheetsDir = 'client/styles/sheets';
/** The sheets pages carry inline (client/styles/sheets/NAME.css, built as sheet-NAME-HASH.css). */
const sheetEntryPoints = Object.fromEntries(
  readdirSync(sheetsDir)
    .filter((file) => file.endsWith('.css'))
    .map((file) => [`sheet-${file.slice(0, -4)}`, `${sheetsDir}/${file}`]),
);

/** A worker's script, an entry of its own: it imports nothing, so it runs as a classic worker in every browser the target names. */
const zoneWorkerSource = 'client/workers/browser-zone.worker.ts';

const islandGroups = [...new Set(Object.values(islandFiles).map(({ group }) => group))];
/** Each group of islands is an entry point (islands-GROUP-HASH.js) whose module exports its islands' components. */
const islandEntryPoints = Object.fromEntries(islandGroups.map((group) => [`islands-${group}`, `island-group:${group}`]));
const islandGroupModules: Plugin = {
  name: 'island-group-modules',
  setup(b) {
    b.onResolve({ filter: /^island-group:/ }, (args) => ({ path: args.path.slice('island-group:'.length), namespace: 'island-group' }));
    b.onLoad({ filter: /.*/, namespace: 'island-group' }, (args) => ({
      contents: Object.values(islandFiles)
        .filter(({ group }) => group === args.path)
        .map(({ file, exportName }) => `export { ${exportName} } from ${JSON.stringify(`./${file}`)};`)
        .join('\n'),
      resolveDir: process.cwd(),
      loader: 'ts',
    }));
  },
};

export const clientBuildOptions = {
  entryPoints: { entry: 'client/entry.tsx', styles: 'client/styles/index.css', 'zone-worker': zoneWorkerSource, ...sheetEntryPoints, ...islandEntryPoints },
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'safari16.4', 'firefox111'],
  outdir: assetsDir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  assetNames: 'media/[name]-[hash]',
  minify: production,
  sourcemap: production ? false : 'linked',
  metafile: true,
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
  plugins: [noServerCode, islandGroupModules],
  logLevel: 'warning',
} satisfies BuildOptions;

export async function buildClient(): Promise<Metafile> {
  return (await build(clientBuildOptions)).metafile;
}

export const serverBuildOptions = {
  entryPoints: { start: 'server/start.ts', 'storage-worker': 'server/storage-worker.ts' },
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  outdir: path.join(dist, 'server'),
  packages: 'external',
  jsx: 'automatic',
  sourcemap: 'linked',
  plugins: production ? [reactRouterProduction] : [],
  logLevel: 'warning',
} satisfies BuildOptions;

export async function buildServer(): Promise<void> {
  await build(serverBuildOptions);
}

const toUrl = (file: string) => `/${path.relative(dist, path.resolve(file)).split(path.sep).join('/')}`;

/**
 * The icon sprite, drawn from lucide-static, under a name that changes with
 * its content, so pages can point at it with the same year-long immutable
 * caching as the scripts. Returns the file written.
 */
async function writeIconSprite(): Promise<string> {
  const body = Buffer.from(await drawIconSprite());
  const file = path.join(assetsDir, 'media', `icons-${createHash('sha256').update(body).digest('hex').slice(0, 12)}.svg`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  return file;
}

/** Entry script, stylesheets, icon sprite, the chunks every island hydrates with, and each island's group of chunks (for modulepreload). */
function manifestFrom(metafile: Metafile, iconSprite: string): AssetManifest {
  const outputs = Object.entries(metafile.outputs);
  const find = (pred: (o: Metafile['outputs'][string], file: string) => boolean) => outputs.find(([file, o]) => pred(o, file))?.[0];
  const entry = find((o, f) => o.entryPoint === 'client/entry.tsx' && f.endsWith('.js'));
  const css = find((o, f) => o.entryPoint === 'client/styles/index.css' && f.endsWith('.css'));
  if (!entry || !css) throw new Error('build: entry script or stylesheet missing from the metafile');
  const sheets: Record<string, string> = {};
  for (const [file, o] of outputs) {
    if (o.entryPoint?.startsWith(`${sheetsDir}/`) && file.endsWith('.css')) sheets[path.basename(o.entryPoint, '.css')] = toUrl(file);
  }

  const staticImports = (file: string, seen = new Set<string>()): string[] => {
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external && !seen.has(imp.path)) {
        seen.add(imp.path);
        staticImports(imp.path, seen);
      }
    }
    return [...seen];
  };
  const hydrateIsland = find((o, f) => o.entryPoint === 'client/islands/hydrate-island.tsx' && f.endsWith('.js'));
  if (!hydrateIsland) throw new Error('build: the hydrating chunk (client/islands/hydrate-island.tsx) is missing from the metafile');
  const zoneWorker = find((o, f) => o.entryPoint === zoneWorkerSource && f.endsWith('.js'));
  if (!zoneWorker) throw new Error(`build: the zone worker (${zoneWorkerSource}) is missing from the metafile`);
  // The page starts it as a classic worker (client/chrome/book-zone.ts), where an import statement would not run.
  if (staticImports(zoneWorker).length > 0) throw new Error(`build: the zone worker (${zoneWorkerSource}) must import nothing`);
  const entryChunks = new Set([entry, ...staticImports(entry)]);
  const hydrator = [hydrateIsland, ...staticImports(hydrateIsland)].filter((f) => !entryChunks.has(f));
  const shared = new Set([...entryChunks, ...hydrator]);
  const islands: AssetManifest['islands'] = {};
  for (const [name, { group }] of Object.entries(islandFiles) as Array<[keyof typeof islandFiles, { group: string }]>) {
    const file = find((o, f) => o.entryPoint === `island-group:${group}` && f.endsWith('.js'));
    if (!file) throw new Error(`build: the ${group} islands' module (for ${name}) is missing from the metafile`);
    islands[name] = [file, ...staticImports(file).filter((f) => !shared.has(f))].map(toUrl);
  }
  return {
    entry: toUrl(entry),
    entryImports: staticImports(entry).map(toUrl),
    hydrator: hydrator.map(toUrl),
    zoneWorker: toUrl(zoneWorker),
    css: toUrl(css),
    sheets,
    icons: toUrl(iconSprite),
    islands,
  };
}

/**
 * V8's explicit compile hint (Chrome 136+; to other engines it is a comment): every
 * function in the file is compiled on the background thread while the file
 * streams in, instead of on the main thread when first called. Every chunk we
 * ship runs as soon as it arrives, and react-dom, wrapped by esbuild as one
 * CommonJS function, otherwise costs its whole compile (8 ms on a desktop, four
 * times that on a phone) inside the task that evaluates it.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * A second minifier pass over the browser chunks: swc's compressor and
 * frequency-ordered renaming take about 2.8 KiB gzipped more off all the
 * chunks together than esbuild alone (decision 0010). Export names are kept, so chunks
 * still link by esbuild's names, and the output is a pure function of
 * esbuild's (whose hash names the file) for a given swc version.
 */
async function minifyAgain(metafile: Metafile): Promise<void> {
  await Promise.all(
    Object.keys(metafile.outputs)
      .filter((file) => file.endsWith('.js'))
      .map(async (file) => {
        const { code } = await minify(await readFile(file, 'utf8'), { module: true, compress: { passes: 2 }, mangle: { toplevel: true }, format: { comments: false } });
        await writeFile(file, compileHint + code);
      }),
  );
}

const br = promisify(brotliCompress);
const gz = promisify(gzip);

/** Hashed text assets get .br and .gz twins, so the server never compresses them per request. */
async function precompress(files: string[]): Promise<void> {
  await Promise.all(
    files
      .filter((file) => /\.(js|css|svg)$/.test(file))
      .map(async (file) => {
        const body = await readFile(file);
        await writeFile(`${file}.br`, await br(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        await writeFile(`${file}.gz`, await gz(body, { level: 9 }));
      }),
  );
}

/**
 * content/ checked and compiled into the modules pages import: a bad content file stops the build here,
 * named with its line, field and problem, so it never reaches a page.
 */
export async function compileContentModules(dir = contentDir): Promise<void> {
  const result = await compileContent(dir);
  if (!result.ok) throw new ContentError(result.issues);
  await writeGeneratedModules(result.content);
}

/** Both bundles and the sprite, then the manifest the server reads: what `npm run build` and `npm run dev` share. */
export async function buildWithManifest(): Promise<{ metafile: Metafile; iconSprite: string }> {
  await compileContentModules();
  const [metafile, iconSprite] = await Promise.all([buildClient(), writeIconSprite(), buildServer()]);
  await writeFile(path.join(dist, 'manifest.json'), JSON.stringify(manifestFrom(metafile, iconSprite), null, 2));
  return { metafile, iconSprite };
}

async function main(): Promise<void> {
  const started = Date.now();
  await rm(dist, { recursive: true, force: true });
  await mkdir(assetsDir, { recursive: true });
  const { metafile, iconSprite } = await buildWithManifest();
  await writeFile(path.join(dist, 'metafile.json'), JSON.stringify(metafile));
  if (production) {
    await minifyAgain(metafile);
    await precompress([...Object.keys(metafile.outputs), iconSprite]);
  }
  console.log(`build: done in ${Date.now() - started} ms (${production ? 'production' : 'development'})`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('scripts/build.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof ContentError ? error.message : error);
    process.exit(1);
  });
}
