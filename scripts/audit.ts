// npm run audit: Lighthouse mobile, five runs a route, on every page of the production build's sitemap and the tool pages with a result;
// each number is its median over the runs. Prints the table, then each mobile row that misses the phone target
// (TBT <= 50 ms, FCP <= 900 ms, LCP <= 1,300 ms, performance >= 98), and exits 1 if any does. The first row is a bare HTML page
// the script serves itself, measured the same way and held to nothing: what this machine and Lighthouse measure for a page that
// does no work (Lighthouse's default, simulated throttling, counts the navigation's own commit task in TBT).
// Options: --runs=N (5), --only=/route[,/route…] (a route, or its path without the query), --key (the nine key routes and the tool results),
// --form=mobile,desktop (desktop rows are printed, not held to the target), --method=simulate|devtools (Lighthouse's throttling:
// simulate, its default, estimates a phone from an unthrottled load; devtools slows the browser's CPU 4× and its network while it
// loads), --json=dir (each run's Lighthouse report saved there, to read a miss's LCP element and breakdown); AUDIT_PORT (3410; the
// bare page takes the next port).
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { changesFeedPath } from '../shared/site-paths';
import { auditRoutes, toolResultRoutes } from './audit-routes';
import { median } from './lib/median';
import { startProductionServer } from './lib/production-server';
import { runsOption } from './lib/runs-option';
import { capture } from '../shared/text/capture';

const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const runs = runsOption(5, 'runs');
const jsonDir = process.argv.find((a) => a.startsWith('--json='))?.slice(7);
if (jsonDir) mkdirSync(jsonDir, { recursive: true });
const method = process.argv.find((a) => a.startsWith('--method='))?.slice(9) ?? 'simulate';
if (method !== 'simulate' && method !== 'devtools') throw new Error(`--method=${method}: simulate or devtools`);
const forms = (process.argv.find((a) => a.startsWith('--form='))?.slice(7) ?? 'mobile').split(',') as Array<'mobile' | 'desktop'>;

const auditPort = Number(process.env.AUDIT_PORT ?? 3410);
const { origin: base, child: server } = await startProductionServer(auditPort, 'audit-');
// A page that does no work: one heading and a paragraph, no script, no stylesheet, no image.
const barePage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>A bare page</title><meta name="description" content="The audit's floor."></head><body><main><h1>A bare page</h1><p>${'A line of text. '.repeat(20)}</p></main></body></html>`;
const bare = createServer((req, res) => {
  res.writeHead(req.url === '/' ? 200 : 204, { 'Content-Type': 'text/html; charset=utf-8' }).end(req.url === '/' ? barePage : undefined);
}).listen(auditPort + 1, '127.0.0.1');
const bareRow = 'a bare page (the floor)';
const phoneTarget = { tbt: 50, fcp: 900, lcp: 1_300, performance: 98 };
const targetText = `TBT <= ${phoneTarget.tbt} ms, FCP <= ${phoneTarget.fcp} ms, LCP <= ${phoneTarget.lcp} ms, performance >= ${phoneTarget.performance}`;

/** A category or audit this script reads by name: Lighthouse must have reported it. */
function reported<T>(entries: Record<string, T>, name: string): T {
  const entry = entries[name];
  if (entry === undefined) throw new Error(`Lighthouse reported no ${name}`);
  return entry;
}
const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
// Its pages: the changelog's feed is listed too, and has no paint to measure.
const sitemapRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(capture(match, 1)).pathname).filter((route) => route !== changesFeedPath);
const routes = [...(process.argv.includes('--key') ? auditRoutes : sitemapRoutes), ...toolResultRoutes].filter(
  (route) => !only || only.includes(route) || only.includes(route.split('?')[0] ?? route),
);
if (routes.length === 0) {
  server.kill('SIGTERM');
  bare.close();
  throw new Error(`--only=${only?.join(',') ?? ''} names no route the audit measures`);
}
const misses: string[] = [];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

const rows: string[] = [];
try {
  for (const route of [bareRow, ...routes]) {
    const url = route === bareRow ? `http://127.0.0.1:${auditPort + 1}/` : `${base}${route}`;
    for (const form of forms) {
      const run = () =>
        lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          formFactor: form,
          throttlingMethod: method,
          screenEmulation: form === 'desktop' ? { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false } : undefined,
          throttling:
            form === 'desktop' ? { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } : undefined,
        });
      const results: Result[] = [];
      for (let i = 0; i < runs; i++) {
        // Lighthouse itself sometimes fails to trace a load (no score, a runtimeError, often NO_NAVSTART): measure that page
        // again, up to twice. A run that never scores is left out, not counted as 0 ms, which would pull the median down.
        let result = await run();
        for (let attempt = 1; attempt <= 2 && result?.lhr.categories.performance?.score == null; attempt++) {
          console.error(`${route} ${form}: Lighthouse could not score the load (${result?.lhr.runtimeError?.code ?? 'no result'}); running it again`);
          result = await run();
        }
        if (result?.lhr.categories.performance?.score == null) {
          console.error(`${route} ${form}: run ${i + 1} left out, Lighthouse scored none of three loads`);
          continue;
        }
        results.push(result.lhr);
        if (jsonDir) writeFileSync(path.join(jsonDir, `${route.replace(/\W+/g, '_') || '_'}-${form}-${i + 1}.json`), JSON.stringify(result.lhr));
      }
      if (results.length === 0) throw new Error(`Lighthouse scored no load of ${route} (${form})`);
      const score = (k: string) => Math.round(median(results.map((r) => r.categories[k]?.score ?? 0)) * 100);
      const metric = (id: string) => median(results.map((r) => reported(r.audits, id).numericValue ?? 0));
      const ms = (id: string) => Math.round(metric(id));
      const failing = [
        ...new Set(
          results.flatMap(({ categories, audits }) =>
            ['accessibility', 'best-practices', 'seo'].flatMap((k) =>
              reported(categories, k)
                .auditRefs.filter((ref) => ref.weight > 0 && (reported(audits, ref.id).score ?? 1) < 1)
                .map((ref) => ref.id),
            ),
          ),
        ),
      ].join(' ');
      rows.push(
        `| ${route} | ${form} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${metric('cumulative-layout-shift').toFixed(3)} | ${ms('total-blocking-time')} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${failing} |`,
      );
      console.error(rows[rows.length - 1]);
      const measured = { tbt: ms('total-blocking-time'), fcp: ms('first-contentful-paint'), lcp: ms('largest-contentful-paint'), performance: score('performance') };
      const missed = [
        measured.tbt > phoneTarget.tbt && `TBT ${measured.tbt} ms`,
        measured.fcp > phoneTarget.fcp && `FCP ${measured.fcp} ms`,
        measured.lcp > phoneTarget.lcp && `LCP ${measured.lcp} ms`,
        measured.performance < phoneTarget.performance && `performance ${measured.performance}`,
      ].filter(Boolean);
      if (form === 'mobile' && missed.length > 0 && route !== bareRow) misses.push(`${route}: ${missed.join(', ')}`);
    }
  }
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  bare.close();
}
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, production build, ${method} throttling${runs > 1 ? `, median of ${runs} runs` : ''}\n`,
);
console.log('| route | form | perf | a11y | best practices | SEO | CLS | TBT ms | FCP ms | LCP ms | failing audits |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---|');
for (const row of rows) console.log(row);
console.log(
  misses.length
    ? `\n${misses.length} of ${rows.filter((row) => row.includes('| mobile |') && !row.startsWith(`| ${bareRow} `)).length} mobile rows miss the phone target (${targetText}):\n${misses.map((miss) => `- ${miss}`).join('\n')}`
    : `\nEvery mobile row meets the phone target (${targetText}).`,
);
if (misses.length > 0) process.exitCode = 1;
