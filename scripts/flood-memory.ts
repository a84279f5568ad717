// npm run flood:memory: whether answers the response cache does not keep leave memory behind. Each case is one production
// server taking six floods of uncached answers (Accept-Encoding: br), with the resident set read after a full garbage collection
// between floods: a process that returns what a flood used stays flat; one that grows native memory (glibc arenas) climbs.
// Options: --only=<text> (the cases whose title holds it), FLOOD_SECONDS (15), FLOOD_ROUNDS (6).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitHealthy } from './bench/wait-healthy';
import { capture } from '../shared/text/capture';
import { inTurn } from './lib/in-turn';

const seconds = Number(process.env.FLOOD_SECONDS ?? 15);
const rounds = Number(process.env.FLOOD_ROUNDS ?? 6);
const connections = 100;
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const junk = () => randomBytes(6).toString('hex');

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

/** A full collection in the server, through the inspector it was started with: production code keeps no hook for it. */
async function collectGarbage(inspectorPort: number): Promise<void> {
  const [target] = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
  if (!target) throw new Error(`the inspector on port ${inspectorPort} lists no target to collect garbage in`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  const done = new Promise((resolve) => (socket.onmessage = resolve));
  socket.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }));
  await done;
  socket.close();
}

async function startServer(port: number, inspectorPort: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [`--inspect=127.0.0.1:${inspectorPort}`, 'dist/server/start.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'flood-memory-')), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'ignore'],
  });
  children.push(child);
  await waitHealthy(`http://127.0.0.1:${port}`, { child });
  return child;
}

async function run(flood: Case, port: number, inspectorPort: number): Promise<string> {
  const child = await startServer(port, inspectorPort, flood.env);
  const pid = child.pid!;
  const readings: number[] = [];
  await collectGarbage(inspectorPort);
  readings.push(await rssMb(pid));
  let requests = 0;
  let errors = 0;
  for (let round = 0; round < rounds; round++) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration: seconds,
      headers: { 'accept-encoding': 'br' },
      requests: [{ method: 'GET', setupRequest: (req: autocannon.Request) => ({ ...req, path: flood.paths() }) }],
    });
    requests += result.requests.total;
    errors += result.errors + result.timeouts + result['5xx'];
    await collectGarbage(inspectorPort);
    readings.push(await rssMb(pid));
  }
  child.kill('SIGTERM');
  return `| ${flood.title} | ${requests} | ${errors} | ${readings.map((mb) => mb.toFixed(0)).join(' → ')} |`;
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
  4 * rounds * (seconds + 20) * 1000,
);
try {
  const probe = await startServer(3490, 9490, {});
  const sitemap = await (await fetch('http://127.0.0.1:3490/sitemap.xml')).text();
  probe.kill('SIGTERM');
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(capture(match, 1)).pathname);
  const nextPage = inTurn(pages, 'sitemap page');
  cases.push(
    { title: 'every sitemap page in turn, `PAGE_CACHE_ENTRIES=0`', env: { PAGE_CACHE_ENTRIES: '0' }, paths: nextPage },
    { title: '`/help?q=<junk>` (a new search each time), default cache', env: {}, paths: () => `/help?q=${junk()}` },
    { title: '`/blog` with `BLOG_CACHE_SECONDS=0` (never kept)', env: { BLOG_CACHE_SECONDS: '0' }, paths: () => '/blog' },
  );
  const rows: string[] = [];
  for (const [index, flood] of cases.entries()) if (!only || flood.title.includes(only)) rows.push(await run(flood, 3491 + index, 9491 + index));
  console.log(`\n${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${connections} connections, ${rounds} floods of ${seconds} s per case, Accept-Encoding: br\n`);
  console.log('| case | requests | errors and 5xx (busy: 503) | RSS MB after a full GC: at start → after each flood |');
  console.log('|---|---:|---:|---|');
  for (const row of rows) console.log(row);
} finally {
  clearTimeout(deadline);
  for (const child of children) child.kill('SIGTERM');
}
