// npm run bench: req/s and latency of the production server against the limit of sending the same bytes from a bare Express route,
// and its uncached render against React's own render of the same page in a bare node:http server.
// Servers listen on BENCH_PORT (3401) and the three ports after it; BENCH_SECONDS (10) per route after BENCH_WARMUP_SECONDS (5).
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitHealthy } from './bench/wait-healthy';
import { processCpuMs } from './bench/process-cpu';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
// Long enough for V8 to have optimised the render path: after only 2 s an uncached render still costs about 1.5x its steady CPU.
const warmup = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const connections = 100;
const port = Number(process.env.BENCH_PORT ?? 3401);
const [cachedPort, uncachedPort, limitPort, reactPort] = [port, port + 1, port + 2, port + 3];
const origin = (p: number) => `http://127.0.0.1:${p}`;
const children: ChildProcess[] = [];

/** Starts a server and resolves with its process id once it answers. */
async function start(cmd: string[], env: Record<string, string>, ready: RegExp | string): Promise<number> {
  // A server's stdout (its access log) goes to /dev/null: written, as in production, but never left to fill an unread pipe.
  const child = spawn(process.execPath, cmd, { env: { ...process.env, ...env }, stdio: ['ignore', typeof ready === 'string' ? 'ignore' : 'pipe', 'inherit'] });
  children.push(child);
  if (typeof ready === 'string') await waitHealthy(ready);
  else {
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (c: Buffer) => {
        out += c.toString();
        if (ready.test(out)) resolve();
      });
      child.on('exit', (code, signal) => reject(new Error(`${cmd.join(' ')} exited with ${String(code ?? signal)}`)));
    });
  }
  return child.pid!;
}

function serverEnv(port: number, extra: Record<string, string> = {}) {
  return { NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')), LOG_LEVEL: 'info', ...extra };
}

async function run(url: string, title: string, pid: number) {
  await autocannon({ url, connections, duration: warmup, headers: { 'accept-encoding': 'br, gzip' } });
  const cpuBefore = await processCpuMs(pid);
  const result = await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'br, gzip' } });
  const cpuAfter = await processCpuMs(pid);
  const cpuPerRequest = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total;
  return { title, rps: result.requests.average, cpuPerRequest, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts, non2xx: result.non2xx };
}

if (!existsSync('dist/server/start.js')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}
try {
  const cachedPid = await start(['dist/server/start.js'], serverEnv(cachedPort), origin(cachedPort));
  const uncachedPid = await start(['dist/server/start.js'], serverEnv(uncachedPort, { PAGE_CACHE_ENTRIES: '0' }), origin(uncachedPort));
  const posts = (await (await fetch(`${origin(cachedPort)}/api/blogs?page=1&limit=1`)).json()) as { blogs: Array<{ _id: string }> };
  const [newest] = posts.blogs;
  if (!newest) throw new Error('the blog API lists no post to measure');
  const post = `/blog/${newest._id}`;
  const limitPid = await start(['--import', 'tsx', 'scripts/bench/limit-server.ts', `${origin(cachedPort)}/`, String(limitPort)], {}, /LIMIT/);
  const reactPid = await start(
    ['--import', 'tsx', 'scripts/bench/react-alone-server.ts', `${origin(cachedPort)}${post}`, String(reactPort)],
    { NODE_ENV: 'production', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-')) },
    /REACT/,
  );

  const limitRow = await run(`${origin(limitPort)}/`, 'limit: bare Express, same bytes as /', limitPid);
  const rows = [limitRow];
  for (const [p, label] of [
    ['/', '/ (cached)'],
    ['/pricing', '/pricing (cached)'],
    ['/blog', '/blog (cached)'],
    [post, `${post} (cached)`],
  ] as const) {
    rows.push(await run(`${origin(cachedPort)}${p}`, label, cachedPid));
  }
  const react = await run(`${origin(reactPort)}/`, `React alone: ${post} rendered and compressed per request, bare node:http`, reactPid);
  rows.push(react);
  rows.push(await run(`${origin(uncachedPort)}${post}`, `${post} (uncached render)`, uncachedPid));
  rows.push(await run(`${origin(cachedPort)}/no-such-page`, '404 page (not-found cache)', cachedPid));

  const limit = limitRow.rps;
  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${connections} connections, ${duration} s per route, after a ${warmup} s warm-up\n`);
  console.log('| route | req/s | × limit | server CPU ms/req | × React CPU | p50 ms | p99 ms | errors | non-2xx |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    const cpu = r.cpuPerRequest === undefined ? '' : r.cpuPerRequest.toFixed(3);
    const perReact = r.cpuPerRequest === undefined || react.cpuPerRequest === undefined ? '' : (r.cpuPerRequest / react.cpuPerRequest).toFixed(2);
    console.log(`| ${r.title} | ${Math.round(r.rps)} | ${(r.rps / limit).toFixed(2)} | ${cpu} | ${perReact} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
}
