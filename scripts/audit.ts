// npm run audit: Lighthouse (mobile and desktop) on the key routes of the production build, scores in a table.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitHealthy } from './bench/wait-healthy';

const port = 3410;
const base = `http://127.0.0.1:${port}`;
const routes = ['/', '/pricing', '/bookkeeping', '/blog', '/blog/board-deck-outline', '/help', '/why-choose-a-wyoming-llc', '/submitRequest', '/events/zoho-books-ahmedabad'];
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const forms = (process.argv.find((a) => a.startsWith('--form='))?.slice(7) ?? 'mobile,desktop').split(',') as Array<'mobile' | 'desktop'>;

const server = spawn(process.execPath, ['dist/server/start.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SITE_URL: base, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'audit-')), LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
await waitHealthy(base);

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});

const rows: string[] = [];
try {
  for (const route of routes.filter((r) => !only || r === only)) {
    for (const form of forms) {
      const run = () =>
        lighthouse(`${base}${route}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          formFactor: form,
          screenEmulation: form === 'desktop' ? { mobile: false, width: 1350, height: 940, deviceScaleFactor: 1, disabled: false } : undefined,
          throttling: form === 'desktop' ? { rttMs: 40, throughputKbps: 10240, cpuSlowdownMultiplier: 1, requestLatencyMs: 0, downloadThroughputKbps: 0, uploadThroughputKbps: 0 } : undefined,
        });
      // Lighthouse itself sometimes fails to trace a load (no score, a runtimeError): measure that page again once.
      let result = await run();
      if (result?.lhr.categories.performance?.score == null) {
        console.error(`${route} ${form}: Lighthouse could not score the load (${result?.lhr.runtimeError?.code ?? 'no result'}); running it again`);
        result = await run();
      }
      if (!result) throw new Error(`no result for ${route}`);
      const { categories, audits } = result.lhr;
      const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
      const failing = ['accessibility', 'best-practices', 'seo']
        .flatMap((k) => categories[k].auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id].score ?? 1) < 1).map((ref) => ref.id))
        .join(' ');
      rows.push(
        `| ${route} | ${form} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${audits['cumulative-layout-shift'].numericValue?.toFixed(3)} | ${Math.round(audits['total-blocking-time'].numericValue ?? 0)} | ${Math.round(audits['largest-contentful-paint'].numericValue ?? 0)} | ${failing} |`,
      );
      console.error(rows[rows.length - 1]);
    }
  }
} finally {
  await chrome.kill();
  server.kill('SIGTERM');
}
console.log(`\n${new Date().toISOString().slice(0, 10)}, Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, production build\n`);
console.log('| route | form | perf | a11y | best practices | SEO | CLS | TBT ms | LCP ms | failing audits |');
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---|');
for (const row of rows) console.log(row);
