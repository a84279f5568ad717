// Property-based fuzzing of the whole app in-process: hostile POST bodies and GET paths.
// Invariants: never a 5xx, JSON errors under /api, HTML pages elsewhere, no prototype pollution,
// and heap back near its baseline afterwards. Usage: npm run fuzz [-- --runs=10000]
import fc from 'fast-check';
import { createTestApp } from '../tests/support/test-app';
import { checkGet, checkPost, hostileBody, hostilePath, postTargets } from '../tests/support/fuzz';

// react-router warns about every undecodable path; those are the point of the run.
console.warn = () => {};
const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice(7) ?? 10_000);
const t = await createTestApp({ FORM_RATE_LIMIT: '100000000', PAGE_CACHE_ENTRIES: '200' });

const heap = () => {
  global.gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
};

const baseline = heap();
const rows: Array<[string, number, number]> = [];
const timed = async (name: string, run: () => Promise<void>) => {
  const started = Date.now();
  await run();
  rows.push([name, runs, Date.now() - started]);
};
await timed('POST hostile bodies', () =>
  fc.assert(
    fc.asyncProperty(fc.constantFrom(...postTargets), hostileBody, fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain'), (target, body, type) =>
      checkPost(t.app, target, body, type),
    ),
    { numRuns: runs },
  ),
);
await timed('GET hostile paths', () =>
  fc.assert(
    fc.asyncProperty(hostilePath, (path) => checkGet(t.app, path)),
    { numRuns: runs },
  ),
);
const after = heap();
await t.close();

console.log('\n| property | cases | time (s) | result |\n|---|---:|---:|---|');
for (const [name, n, ms] of rows) console.log(`| ${name} | ${n} | ${(ms / 1000).toFixed(1)} | no 5xx, right content types, no pollution |`);
console.log(`\nheap: ${baseline.toFixed(1)} MB before, ${after.toFixed(1)} MB after (${(((after - baseline) / baseline) * 100).toFixed(0)}%)`);
if (after > baseline * 1.5 + 20) {
  console.error('heap did not return near its baseline');
  process.exit(1);
}
