// Time to hydration on a slow phone: Chromium with its CPU slowed 4× and Lighthouse's slow-4G network
// (150 ms round trips, 1.6 Mbit/s down), a cold cache, on the audit's key routes; the median of N loads.
// It reads the moment <html> carries data-islands-ready (every island due at load has hydrated:
// client/islands/load-islands.ts). Usage: node --import tsx scripts/hydration-time.ts [--origin=http://host:port]
// [--runs=5] [--only=/route]; without --origin it serves dist/ on HYDRATION_PORT (3411).
import { chromium } from 'playwright-core';
import type { ChildProcess } from 'node:child_process';
import { auditRoutes } from './audit-routes';
import { median } from './lib/median';
import { startProductionServer } from './lib/production-server';
import { runsOption } from './lib/runs-option';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = runsOption(5, 'loads');
const only = arg('only');

let server: ChildProcess | undefined;
let origin = arg('origin');
if (!origin) {
  ({ origin, child: server } = await startProductionServer(Number(process.env.HYDRATION_PORT ?? 3411), 'hydration-'));
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] });
const rows: string[] = [];
try {
  for (const route of auditRoutes.filter((r) => !only || r === only)) {
    const fcp: number[] = [];
    const hydrated: number[] = [];
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      // Recorded by the page itself, so polling from here adds nothing to the time.
      await page.addInitScript(() => {
        // Observes the document, not <html>, which may not exist yet when this runs.
        new MutationObserver((_, observer) => {
          const marks = document.documentElement?.dataset;
          if (marks?.islandsReady !== 'true') return;
          (window as unknown as { hydratedAt: number }).hydratedAt = performance.now();
          observer.disconnect();
        }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-islands-ready'] });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${origin}${route}`);
      await page.waitForFunction(() => (window as unknown as { hydratedAt?: number }).hydratedAt !== undefined, undefined, { timeout: 60_000 });
      const times = await page.evaluate(() => ({
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        hydrated: (window as unknown as { hydratedAt: number }).hydratedAt,
      }));
      fcp.push(times.fcp);
      hydrated.push(times.hydrated);
      await context.close();
    }
    rows.push(`| ${route} | ${Math.round(median(fcp))} | ${Math.round(median(hydrated))} |`);
    console.error(rows[rows.length - 1]);
  }
} finally {
  await browser.close();
  server?.kill('SIGTERM');
}
console.log(`\n${new Date().toISOString().slice(0, 10)}, Chromium, CPU 4× slower, 150 ms RTT, 1.6 Mbit/s, cold cache, median of ${runs} loads\n`);
console.log('| route | first contentful paint ms | hydrated ms |');
console.log('|---|---:|---:|');
for (const row of rows) console.log(row);
