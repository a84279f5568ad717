import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import type { EncodedBody } from './http/encoded-body.server';
import type { IslandName } from '../shared/islands/island-names';

/** What the build wrote: the entry script, the stylesheets, the icon sprite, and the chunks that hydrate a page's islands. */
export interface AssetManifest {
  /** The small module every page loads first (client/entry.tsx). */
  entry: string;
  /** What the entry imports statically (esbuild's shared runtime helpers): the page names them beside it, so they are not a round trip after it. */
  entryImports: string[];
  /** The chunks every island hydrates with (client/islands/hydrate-island.tsx, React), fetched when a page's first island is due. */
  hydrator: string[];
  /** The browser-zone worker (client/workers/browser-zone.worker.ts), which /book starts after first paint. */
  zoneWorker: string;
  /** Every rule of the site in one file (client/styles/index.css): built and weighed, not sent to pages. */
  css: string;
  /** The sheets pages carry inline, by name (client/styles/sheets/NAME.css): each page carries the one its handle names (server/inline-stylesheet.server.ts). */
  sheets: Record<string, string>;
  icons: string;
  /** Each island's module (shared/islands/island-files.ts) first, then the chunks it imports beyond the entry's and the hydrator's. */
  islands: Partial<Record<IslandName, string[]>>;
}

const immutable = 'public, max-age=31536000, immutable';

export interface Assets {
  manifest: AssetManifest;
  /** Hashed files by URL path (/assets/...), held in memory so no request touches the disk. */
  files: Map<string, EncodedBody>;
}

const types: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** Loads the manifest and every hashed asset (with its precompressed .br and .gz) into memory. */
export async function loadAssets(distDir: string): Promise<Assets> {
  const manifest = JSON.parse(await readFile(path.join(distDir, 'manifest.json'), 'utf8')) as AssetManifest;
  const assetDir = path.join(distDir, 'assets');
  const files = new Map<string, EncodedBody>();
  for (const file of await listFiles(assetDir)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue;
    const ext = path.extname(file);
    const urlPath = `/assets/${path.relative(assetDir, file).split(path.sep).join('/')}`;
    const hash = /-([A-Z0-9]{8,})\.[a-z0-9]+$/i.exec(file)?.[1] ?? String(Date.now());
    files.set(urlPath, {
      status: 200,
      headers: [
        ['Content-Type', types[ext] ?? 'application/octet-stream'],
        ['Cache-Control', immutable],
      ],
      identity: await readFile(file),
      br: await readOptional(`${file}.br`),
      gzip: await readOptional(`${file}.gz`),
      tag: hash,
    });
  }
  return { manifest, files };
}
