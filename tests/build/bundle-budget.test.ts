import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import type { AssetManifest } from '../../server/assets.server';
import { compileHint } from '../../scripts/build';

/**
 * Budgets for the production build (npm test builds before jest runs).
 * React and react-dom are about 67 KiB of the home first load; react-router
 * stays on the server, since pages are documents the browser only hydrates.
 */
const KiB = 1024;
// A page's sheet travels inside its document, which should fit in the first round trip of a new connection (about 14 KB).
const budgets = { homeFirstLoad: 90 * KiB, routeChunk: 30 * KiB, css: 15 * KiB, pageSheet: 6 * KiB };

const dist = path.resolve('dist');
const metafilePath = path.join(dist, 'metafile.json');

function gz(url: string): number {
  return gzipSync(readFileSync(path.join(dist, url))).length;
}

function biggestModules(metafile: Metafile, files: string[]): string {
  const sizes = new Map<string, number>();
  for (const file of files) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[`dist${file}`]?.inputs ?? {})) {
      sizes.set(input, (sizes.get(input) ?? 0) + bytesInOutput);
    }
  }
  return [...sizes.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([input, bytes]) => `  ${(bytes / KiB).toFixed(1).padStart(7)} KiB  ${input}`)
    .join('\n');
}

describe('bundle budgets', () => {
  if (!existsSync(metafilePath)) {
    it('needs a production build', () => {
      throw new Error('dist/metafile.json is missing: run `npm run build` before jest (npm test does).');
    });
    return;
  }
  const metafile = JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;
  const manifest = JSON.parse(readFileSync(path.join(dist, 'manifest.json'), 'utf8')) as AssetManifest;

  const entryFiles = [manifest.entry, ...manifest.entryImports, ...manifest.app];

  it(`home first-load JavaScript is at most ${budgets.homeFirstLoad / KiB} KiB gzipped`, () => {
    const files = [...new Set([...entryFiles, ...(manifest.pages.home ?? [])])];
    const total = files.reduce((sum, f) => sum + gz(f), 0);
    if (total > budgets.homeFirstLoad) throw new Error(`home first load is ${(total / KiB).toFixed(1)} KiB gz\n${biggestModules(metafile, files)}`);
    expect(manifest.pages.home?.length).toBeGreaterThan(0);
  });

  it.each(Object.entries(manifest.pages))(`%s adds at most ${budgets.routeChunk / KiB} KiB gzipped`, (page, pageFiles) => {
    const files = pageFiles.filter((f) => !entryFiles.includes(f));
    const total = files.reduce((sum, f) => sum + gz(f), 0);
    if (total > budgets.routeChunk) throw new Error(`${page} adds ${(total / KiB).toFixed(1)} KiB gz\n${biggestModules(metafile, files)}`);
  });

  it(`all CSS is at most ${budgets.css / KiB} KiB gzipped`, () => {
    expect(gz(manifest.css)).toBeLessThanOrEqual(budgets.css);
  });

  it.each(Object.entries(manifest.sheets))(`the %s sheet, which its pages carry inline, is at most ${budgets.pageSheet / KiB} KiB gzipped`, (_sheet, file) => {
    expect(gz(file)).toBeLessThanOrEqual(budgets.pageSheet);
  });

  it('asks V8 to compile every browser chunk while it streams in, not on the main thread when it runs', () => {
    const chunks = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((file) => !readFileSync(file, 'utf8').startsWith(compileHint))).toEqual([]);
  });

  it('ships no server code, no development build of React and no react-router to the browser', () => {
    const inputs = Object.keys(metafile.inputs);
    expect(inputs.filter((i) => /\.server\.tsx?$|^server\//.test(i))).toEqual([]);
    expect(inputs.filter((i) => /react-dom.*development/.test(i))).toEqual([]);
    expect(inputs.filter((i) => i.includes('node_modules/react-router/'))).toEqual([]);
  });
});
