// npm run loadtest: 200 connections for 60 s over a mix of pages, API reads and form posts against the
// production server (rate limit raised for the run); checks errors, statuses, p99 and memory after the run.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitHealthy } from './bench/wait-healthy';

const port = 3420;
const origin = `http://127.0.0.1:${port}`;
const duration = Number(process.env.LOADTEST_SECONDS ?? 60);
const dataDir = mkdtempSync(path.join(tmpdir(), 'loadtest-'));
const server = spawn(process.execPath, ['--expose-gc', '--require', './scripts/loadtest/collect-garbage-on-signal.cjs', 'dist/server/start.js'], {
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', FORM_RATE_LIMIT: '100000000' },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let collected: (() => void) | null = null;
server.stderr.on('data', (chunk: Buffer) => {
  const text = chunk.toString();
  if (text.includes('LOADTEST-GC-DONE')) collected?.();
  const rest = text.replace(/LOADTEST-GC-DONE\n/g, '');
  if (rest) process.stderr.write(rest);
});

/** Resident memory of the server process, from /proc (Linux). */
const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${String(server.pid)}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** Resident memory once the server has collected its garbage: what a leak would make grow. */
async function settledRssMb(): Promise<number> {
  await new Promise<void>((resolve) => {
    collected = resolve;
    server.kill('SIGUSR2');
  });
  return rssMb();
}

const contact = JSON.stringify({ name: 'Load Test', email: 'load@example.com', phone: '+1 555 0100', comment: 'Load test message' });
const query = JSON.stringify({ email: 'load@example.com', category: 'Other', subject: 'Load test', description: 'Load test query' });
const requests: autocannon.Request[] = [
  { method: 'GET', path: '/' },
  { method: 'GET', path: '/pricing' },
  { method: 'GET', path: '/bookkeeping' },
  { method: 'GET', path: '/blog' },
  { method: 'GET', path: '/blog/board-deck-outline' },
  { method: 'GET', path: '/help?q=llc' },
  { method: 'GET', path: '/why-choose-a-wyoming-llc' },
  { method: 'GET', path: '/api/blogs?page=1&limit=7' },
  { method: 'GET', path: '/events/zoho-books-ahmedabad' },
  { method: 'GET', path: '/no-such-page' },
  { method: 'POST', path: '/api/contact', headers: { 'content-type': 'application/json' }, body: contact },
  { method: 'POST', path: '/api/contact/submit-query', headers: { 'content-type': 'application/json' }, body: query },
];

try {
  await waitHealthy(origin);
  // Warm up at full load, so "before" is the steady state a leak would grow from.
  await autocannon({ url: origin, connections: 200, duration: 10, requests, headers: { 'accept-encoding': 'br, gzip' } });
  const before = await settledRssMb();
  // Samples during the run show whether memory keeps growing (a leak) or levels off.
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(rssMb()), (duration * 1000) / 4);
  const result = await autocannon({ url: origin, connections: 200, duration, requests, headers: { 'accept-encoding': 'br, gzip' } });
  clearInterval(sampler);
  const after = await settledRssMb();
  const codes = result.statusCodeStats as unknown as Record<string, { count: number }>;
  const unexpected = Object.entries(codes).filter(([code]) => !/^[23]/.test(code) && code !== '404');
  const expected404 = codes['404']?.count ?? 0;
  console.log(`\n${new Date().toISOString().slice(0, 10)}, 200 connections, ${duration} s, ${requests.length}-request mix (10 GETs incl. one 404, 2 form posts)\n`);
  console.log('| requests | req/s | p50 ms | p99 ms | errors | timeouts | unexpected non-2xx/3xx | 404 (expected) | RSS before MB (after GC) | RSS after MB (after GC) |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${result.requests.total} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors} | ${result.timeouts} | ${unexpected.map(([c, s]) => `${c}:${s.count}`).join(' ') || 0} | ${expected404} | ${before.toFixed(0)} | ${after.toFixed(0)} |`,
  );
  const growth = (after - before) / before;
  console.log(`\nRSS during the run: ${samples.map((r) => r.toFixed(0)).join(' → ')} MB; after vs before: ${(growth * 100).toFixed(1)}%`);
  const ok = result.errors === 0 && result.timeouts === 0 && unexpected.length === 0 && growth <= 0.2;
  if (!ok) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
}
