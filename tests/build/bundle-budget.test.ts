import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Metafile } from 'esbuild';
import type { AssetManifest } from '../../server/assets.server';
import request from 'supertest';
import { loadAssets } from '../../server/assets.server';
import { compileHint } from '../../scripts/build';
import { changesFeedPath } from '../../shared/site-paths';
import { capture } from '../../shared/text/capture';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Budgets for the production build (npm test builds before jest runs). A page's first load is what it fetches
 * before any interaction: the entry and its imports, and, if an island on it hydrates at idle, React with the
 * hydrating code and each such island's chunks (islands that wait for a first interaction are not counted). React
 * and react-dom are about 60 KiB of it, so a page whose islands all wait (a post, an article) stays well below;
 * react-router stays on the server.
 */
const KiB = 1024;
// A page's sheet travels inside its document, which should fit in the first round trip of a new connection (about 14 KB).
// 6.25 KiB since pricing offers the tools (the related-tools cards, 2026-11-28): its document is 13.8 KB brotli with them.
// A page fetches a handful of script files before any interaction, not one chunk for every set of islands sharing a module.
const budgets = { firstLoadFiles: 8, homeFirstLoad: 70 * KiB, readingFirstLoad: 50 * KiB, anyFirstLoad: 90 * KiB, islandChunk: 30 * KiB, css: 15 * KiB, pageSheet: 6.25 * KiB };

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

  const entryFiles = [manifest.entry, ...manifest.entryImports];
  const hydratorFiles = manifest.hydrator;
  const shared = new Set([...entryFiles, ...hydratorFiles]);
  const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB gz`;

  /** The files a served page fetches before any interaction, from its islands' markers. */
  function firstLoad(html: string): string[] {
    const markers = [...html.matchAll(/<div data-island="[^"]*"[^>]*>/g)].map((m) => m[0]);
    const idle = markers.filter((tag) => tag.includes(' data-load="idle"')).flatMap((tag) => (/ data-chunks="([^"]*)"/.exec(tag)?.[1] ?? '').split(' '));
    return [...new Set([...entryFiles, ...(idle.length > 0 ? [...hydratorFiles, ...idle] : [])])];
  }
  const weigh = (files: string[]) => files.reduce((sum, f) => sum + gz(f), 0);

  describe('first load, per page', () => {
    let site: TestApp;
    let pages: Array<{ path: string; budget: number; kind: string }> = [];
    beforeAll(async () => {
      site = await createTestApp({}, { assets: await loadAssets(dist) });
      const sitemap = (await request(site.app).get('/sitemap.xml')).text;
      const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => capture(m, 1) || '/').filter((p) => p !== changesFeedPath);
      const articles = new Set(site.content.articles.paths());
      pages = paths.map((path) => {
        if (path === '/') return { path, budget: budgets.homeFirstLoad, kind: 'home' };
        if (path.startsWith('/blog/') || articles.has(path)) return { path, budget: budgets.readingFirstLoad, kind: 'a post or article' };
        return { path, budget: budgets.anyFirstLoad, kind: 'any page' };
      });
    });
    afterAll(() => site.close());

    it(`home ≤ ${budgets.homeFirstLoad / KiB} KiB, a post or article ≤ ${budgets.readingFirstLoad / KiB} KiB, any other page ≤ ${budgets.anyFirstLoad / KiB} KiB gzipped`, async () => {
      expect(pages.filter((p) => p.kind === 'a post or article').length).toBeGreaterThan(1);
      // The pricing page's tiers hydrate at idle: its first load must count React, or the markers went unread.
      expect(firstLoad((await request(site.app).get('/pricing')).text)).toEqual(expect.arrayContaining(hydratorFiles));
      const over: string[] = [];
      for (const { path, budget, kind } of pages) {
        const files = firstLoad((await request(site.app).get(path)).text);
        const total = weigh(files);
        if (total > budget) over.push(`${path} (${kind}) loads ${kib(total)}, over ${kib(budget)}\n${biggestModules(metafile, files)}`);
      }
      expect(over).toEqual([]);
    });

    it(`no page fetches more than ${budgets.firstLoadFiles} script files before an interaction`, async () => {
      const over: string[] = [];
      for (const { path } of pages) {
        const files = firstLoad((await request(site.app).get(path)).text);
        if (files.length > budgets.firstLoadFiles) over.push(`${path} fetches ${files.length}: ${files.join(' ')}`);
      }
      expect(over).toEqual([]);
    });
  });

  it.each(Object.entries(manifest.islands))(`the %s island adds at most ${budgets.islandChunk / KiB} KiB gzipped`, (_island, islandFiles) => {
    const files = (islandFiles ?? []).filter((f) => !shared.has(f));
    const total = weigh(files);
    if (total > budgets.islandChunk) throw new Error(`adds ${kib(total)}\n${biggestModules(metafile, files)}`);
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
