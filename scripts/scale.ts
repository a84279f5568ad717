// npm run scale: what the production server costs as the blog grows. For the site's own posts, 100 and 1,000 (--posts=a,b,c),
// each in a folder of its own laid out as the Docker image's /app (scale/site-folder.ts), a fresh server: start-up, RSS, and
// the server CPU and bytes of the blog list, its last no-JavaScript page, a post, the sitemap, the feed and the help search,
// first (a miss) and repeated (cache hits). Each number is the median of --runs=N rounds (3); SCALE_PORT (3480).
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import path from 'node:path';
import { blogPageSize } from '../shared/blog/blog-rules';
import { deepestListPage } from '../shared/blog/posts-through-page';
import { processCpuMs, processThreadsCpuMs } from './bench/process-cpu';
import { median } from './lib/median';
import { runsOption } from './lib/runs-option';
import { stopProcess } from './lib/stop-process';
import { closeConnections, get, type Answer } from './scale/request';
import { siteFolder, sitePostCount } from './scale/site-folder';
import { capture } from '../shared/text/capture';

const runs = runsOption(3, 'rounds');
const counts = (
  process.argv
    .find((a) => a.startsWith('--posts='))
    ?.slice(8)
    .split(',') ?? ['own', '100', '1000']
).map((n) => (n === 'own' ? sitePostCount() : Promise.resolve(Number(n))));
const port = Number(process.env.SCALE_PORT ?? 3480);
const origin = `http://127.0.0.1:${port}`;
/** Repeated requests per answer and round: cache hits, one after another on one connection. */
const repeats = 50;
/**
 * BLOG_CACHE_SECONDS for the servers measured. Start-up renders the sitemap's pages into the cache (warm-cache.server.ts),
 * so a first request is only a miss once that has expired: each round waits this long, then asks each URL once (the miss)
 * and `repeats` times more within the lifetime (hits). The lifetime changes when an answer is made again, not what it costs.
 */
const blogCacheSeconds = 5;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function rssMb(pid: number, field: 'VmRSS' | 'VmHWM'): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) / 1024;
}

interface Started {
  child: ChildProcess;
  startupMs: number;
  /** CPU time to that point, all threads (a busy host stretches the wall time, hardly this). */
  startupCpuMs: number;
  warmed: Promise<{ warmed: number; failed: number; ms: number }>;
}

/** The production build run in the site folder, with an empty data folder in it; resolves once it answers /healthz. */
async function startServer(cwd: string): Promise<Started> {
  const started = performance.now();
  const child = spawn(process.execPath, [path.resolve('dist/server/start.js')], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: origin,
      DATA_DIR: path.join(cwd, 'data'),
      LOG_LEVEL: 'info',
      BLOG_CACHE_SECONDS: String(blogCacheSeconds),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // The access log is read to its end (an unread pipe would stall the server), for the one line that says the warm-up is done.
  const warmed = new Promise<{ warmed: number; failed: number; ms: number }>((resolve, reject) => {
    let pending = '';
    child.stdout.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) if (line.includes('page cache warmed')) resolve(JSON.parse(line) as never);
    });
    child.once('exit', (code, signal) => reject(new Error(`the server exited with ${String(code ?? signal)}`)));
  });
  warmed.catch(() => {});
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} before /healthz answered`);
    if ((await get(`${origin}/healthz`).catch(() => undefined))?.status === 200) break;
    if (performance.now() - started > 60_000) {
      child.kill('SIGKILL');
      throw new Error('/healthz did not answer within 60 s');
    }
    await sleep(10);
  }
  const startupMs = performance.now() - started;
  return { child, startupMs, startupCpuMs: (await processCpuMs(child.pid!)) ?? NaN, warmed };
}

interface Target {
  title: string;
  path: string;
  /** Whether the response cache keeps this answer (the help search is left to the browser's cache). */
  cached: boolean;
}

interface Measured {
  first: number[];
  repeated: number[];
  bytes: number;
  brBytes: number;
}

async function cpuOf(pid: number, requests: () => Promise<Answer[]>): Promise<{ ms: number; answers: Answer[] }> {
  const before = await processThreadsCpuMs(pid);
  const answers = await requests();
  const after = await processThreadsCpuMs(pid);
  if (before === undefined || after === undefined) throw new Error('no /proc/<pid>/task/*/schedstat here: the scale script needs Linux');
  return { ms: after - before, answers };
}

function expectCache(target: Target, answer: Answer, wanted: 'MISS' | 'HIT'): void {
  const expected = target.cached ? wanted : '';
  if (answer.status !== 200 || answer.cache !== expected) throw new Error(`${target.path}: ${answer.status} ${answer.cache || 'not kept'}, expected 200 ${expected || 'not kept'}`);
}

async function measure(count: number) {
  const folder = await siteFolder(count);
  let server: Started | undefined;
  try {
    server = await startServer(folder);
    const pid = server.child.pid!;
    const rssStarted = await rssMb(pid, 'VmRSS');
    const warm = await server.warmed;
    const rssWarmed = await rssMb(pid, 'VmRSS');

    const pages = Math.ceil(count / blogPageSize);
    const last = Math.min(pages, deepestListPage);
    const sitemap = (await get(`${origin}/sitemap.xml`, 'identity')).body.toString();
    const postPaths = [...sitemap.matchAll(/<loc>[^<]+(\/blog\/[^<]+)<\/loc>/g)].map((m) => capture(m, 1));
    const oldestPost = postPaths.at(-1);
    if (postPaths.length !== count || oldestPost === undefined) throw new Error(`the sitemap lists ${postPaths.length} posts, not ${count}`);
    if (pages > last) {
      const beyond = await get(`${origin}/blog?page=${pages}`);
      if (beyond.status !== 301 || beyond.location !== `/blog?page=${last}`) throw new Error(`/blog?page=${pages}: ${beyond.status} ${beyond.location}`);
    }
    const targets: Target[] = [
      { title: '`/blog`', path: '/blog', cached: true },
      { title: `last blog page \`/blog?page=${last}\`${pages > last ? ` (of ${pages}: deeper pages 301 here)` : ''}`, path: `/blog?page=${last}`, cached: true },
      { title: 'the oldest post', path: oldestPost, cached: true },
      { title: '`/sitemap.xml`', path: '/sitemap.xml', cached: true },
      { title: '`/rss.xml`', path: '/rss.xml', cached: true },
      { title: '`/api/search?q=llc`', path: '/api/search?q=llc', cached: false },
    ];
    const results = new Map<Target, Measured>(targets.map((t) => [t, { first: [], repeated: [], bytes: 0, brBytes: 0 }]));
    for (let round = 0; round < runs; round++) {
      // Everything that shows posts, warmed at start-up or asked for in the round before, has expired.
      await sleep(blogCacheSeconds * 1000 + 500);
      for (const target of targets) {
        const url = `${origin}${target.path}`;
        const first = await cpuOf(pid, async () => [await get(url)]);
        for (const answer of first.answers) expectCache(target, answer, 'MISS');
        const repeated = await cpuOf(pid, async () => {
          const answers: Answer[] = [];
          for (let i = 0; i < repeats; i++) answers.push(await get(url));
          return answers;
        });
        for (const answer of repeated.answers) expectCache(target, answer, 'HIT');
        results.get(target)!.first.push(first.ms);
        results.get(target)!.repeated.push(repeated.ms / repeats);
      }
    }
    for (const target of targets) {
      const result = results.get(target)!;
      result.bytes = (await get(`${origin}${target.path}`, 'identity')).bytes;
      result.brBytes = (await get(`${origin}${target.path}`, 'br')).bytes;
    }
    const lastPage = (await get(`${origin}/blog?page=${last}`, 'identity')).body.toString();
    const cards = lastPage.match(/<article class="post-card/g)?.length ?? 0;
    if (cards !== Math.min(count, last * blogPageSize)) throw new Error(`/blog?page=${last} shows ${cards} posts, not ${Math.min(count, last * blogPageSize)}`);

    return {
      count,
      startupMs: server.startupMs,
      startupCpuMs: server.startupCpuMs,
      warm,
      rssStarted,
      rssWarmed,
      rssAfter: await rssMb(pid, 'VmRSS'),
      rssPeak: await rssMb(pid, 'VmHWM'),
      targets,
      results,
      cards,
    };
  } finally {
    closeConnections();
    if (server) await stopProcess(server.child, 'SIGTERM', 10_000);
    // The folder's links go with it, not what they point to.
    await rm(folder, { recursive: true, force: true });
  }
}

if (!existsSync('dist/server/start.js')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}
const loadBefore = loadavg();
const measured = [];
for (const count of await Promise.all(counts)) measured.push(await measure(count));
const loadAfter = loadavg();

const int = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => n.toFixed(n < 10 ? 2 : 1);
const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' / ');
console.log(
  `\n${new Date().toISOString().slice(0, 10)}, Node ${process.versions.node}, load average (1 / 5 / 15 min) ${load(loadBefore)} before, ${load(loadAfter)} after; median of ${runs} rounds, ${repeats} repeats a round\n`,
);
console.log('| posts | start-up ms (to /healthz) | start-up CPU ms | warm-up ms (pages) | RSS MB started | RSS MB warmed | RSS MB after | peak RSS MB |');
console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const m of measured) {
  console.log(
    `| ${int(m.count)} | ${int(m.startupMs)} | ${int(m.startupCpuMs)} | ${int(m.warm.ms)} (${m.warm.warmed}) | ${int(m.rssStarted)} | ${int(m.rssWarmed)} | ${int(m.rssAfter)} | ${int(m.rssPeak)} |`,
  );
}
console.log('\n| answer | posts | first: server CPU ms | repeated: server CPU ms/req | bytes | brotli bytes |');
console.log('|---|---:|---:|---:|---:|---:|');
// Grouped by answer, each in the order of the post counts (the sort is stable).
const answerRows = measured.flatMap((m) => m.targets.map((target, order) => ({ m, target, order }))).sort((a, b) => a.order - b.order);
for (const { m, target } of answerRows) {
  const r = m.results.get(target)!;
  const cached = target.cached ? '' : ' (not kept: computed each time)';
  console.log(`| ${target.title}${cached} | ${int(m.count)} | ${ms(median(r.first))} | ${ms(median(r.repeated))} | ${int(r.bytes)} | ${int(r.brBytes)} |`);
}
