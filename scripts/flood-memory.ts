// npm run flood:memory: whether answers the response cache does not keep hold the server under its memory budget. Each case is
// one production server taking floods of uncached answers (Accept-Encoding: br), its resident set sampled from /proc/<pid>/status
// as a process manager sees it: no forced collection, so what the garbage collector and the allocators keep counts. The server
// runs with the V8 flags production gives it.
// Options: --only=<text> (the cases whose title holds it), FLOOD_SECONDS (10), FLOOD_ROUNDS (3), FLOOD_CONNECTIONS (200),
// FLOOD_PORT (3490: the first of the ports the servers take).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { waitHealthy } from './bench/wait-healthy';
import { processCpuMs } from './bench/process-cpu';
import { capture } from '../shared/text/capture';
import { inTurn } from './lib/in-turn';
import { serverNodeFlags } from './lib/server-node-flags';

const seconds = Number(process.env.FLOOD_SECONDS ?? 10);
const rounds = Number(process.env.FLOOD_ROUNDS ?? 3);
const connections = Number(process.env.FLOOD_CONNECTIONS ?? 200);
const firstPort = Number(process.env.FLOOD_PORT ?? 3490);
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const junk = () => randomBytes(6).toString('hex');
// What a process manager would be told to hold the server to (issue 36).
const budgetMb = 400;
const sampleMs = 100;

interface Case {
  title: string;
  env: Record<string, string>;
  paths: () => string;
}

const cases: Case[] = [];
const children: ChildProcess[] = [];

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

/** Samples the resident set every sampleMs until stopped, and gives the highest reading. */
function watchPeak(pid: number): () => Promise<number> {
  let peak = 0;
  let stopped = false;
  const sampling = (async () => {
    while (!stopped) {
      peak = Math.max(peak, await rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, sampleMs));
    }
  })();
  return async () => {
    stopped = true;
    await sampling;
    return peak;
  };
}

async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...serverNodeFlags, 'dist/server/start.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'flood-memory-')), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  children.push(child);
  await waitHealthy(`http://127.0.0.1:${port}`, { child });
  return child;
}

async function run(flood: Case, port: number): Promise<{ row: string; peak: number }> {
  const child = await startServer(port, flood.env);
  const pid = child.pid!;
  const atStart = await rssMb(pid);
  const cpuAtStart = (await processCpuMs(pid)) ?? NaN;
  const peaks: number[] = [];
  let requests = 0;
  let errors = 0;
  let bytes = 0;
  const loads: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const stop = watchPeak(pid);
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br' },
      requests: [{ method: 'GET', setupRequest: (req: autocannon.Request) => ({ ...req, path: flood.paths() }) }],
    });
    peaks.push(await stop());
    loads.push(loadavg()[0]!);
    requests += result.requests.total;
    bytes += result.throughput.total;
    errors += result.errors + result.timeouts + result['5xx'];
  }
  const cpuMs = ((await processCpuMs(pid)) ?? NaN) - cpuAtStart;
  const atEnd = await rssMb(pid);
  child.kill('SIGTERM');
  const peak = Math.max(...peaks);
  const row = [
    flood.title,
    requests,
    errors,
    (cpuMs / requests).toFixed(2),
    (bytes / requests).toFixed(0),
    `${atStart.toFixed(0)} → ${peaks.map((mb) => mb.toFixed(0)).join(' → ')} (${atEnd.toFixed(0)} after)`,
    `**${peak.toFixed(0)}** ${peak < budgetMb ? 'pass' : 'FAIL'}`,
    loads.map((load) => load.toFixed(1)).join(', '),
  ];
  return { row: `| ${row.join(' | ')} |`, peak };
}

if (!existsSync('dist/server/start.js')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}
const deadline = setTimeout(
  () => {
    console.error('flood:memory: out of time');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  },
  4 * rounds * (seconds + 20) * 1000 + 60_000,
);
try {
  const probe = await startServer(firstPort, {});
  const sitemap = await (await fetch(`http://127.0.0.1:${firstPort}/sitemap.xml`)).text();
  probe.kill('SIGTERM');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(capture(match, 1)).pathname);
  const nextPage = inTurn(pages, 'sitemap page');
  cases.push(
    { title: 'every sitemap page in turn, `PAGE_CACHE_ENTRIES=0`', env: { PAGE_CACHE_ENTRIES: '0' }, paths: nextPage },
    { title: '`/help?q=<junk>` (a new search each time), default cache', env: {}, paths: () => `/help?q=${junk()}` },
    { title: '`/blog` with `BLOG_CACHE_SECONDS=0` (never kept)', env: { BLOG_CACHE_SECONDS: '0' }, paths: () => '/blog' },
  );
  const results: Array<{ row: string; peak: number }> = [];
  for (const [index, flood] of cases.entries()) if (!only || flood.title.includes(only)) results.push(await run(flood, firstPort + 1 + index));
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${connections} connections, ${rounds} floods of ${seconds} s per case, Accept-Encoding: br, RSS from /proc every ${sampleMs} ms, no forced collection\n`,
  );
  console.log(
    `| case | requests | errors and 5xx (busy: 503) | server CPU ms/req | bytes/req with headers | RSS MB: at start → peak in each flood | peak RSS MB, budget ${budgetMb} | load average after each flood |`,
  );
  console.log('|---|---:|---:|---:|---:|---|---|---|');
  for (const { row } of results) console.log(row);
  if (results.some(({ peak }) => peak >= budgetMb)) process.exitCode = 1;
} finally {
  clearTimeout(deadline);
  for (const child of children) child.kill('SIGTERM');
}
