// npm run bench:storage: form posts per second and their latency against one production server, and the p99 of
// a page request (cached /pricing) alone and during the burst of posts, which shows whether writes stall pages.
// --postgres runs against a throwaway PostgreSQL cluster instead of SQLite; --server=FILE benchmarks another build
// (how storage in a worker thread was compared); --seconds=N (default 15); --connections=N posting (default 50).
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitHealthy } from './bench/wait-healthy';
import { stopProcess } from './lib/stop-process';
import { startThrowawayPostgres, type ThrowawayPostgres } from './lib/throwaway-postgres';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const serverFile = arg('server') ?? 'dist/server/start.js';
const seconds = Number(arg('seconds') ?? 15);
const connections = Number(arg('connections') ?? 50);
const usePostgres = process.argv.includes('--postgres');
const port = 3510;
const origin = `http://127.0.0.1:${port}`;

let cluster: ThrowawayPostgres | null = null;
if (usePostgres) cluster = await startThrowawayPostgres();
const server = spawn(process.execPath, [serverFile], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'storage-bench-')),
    ...(cluster ? { DATABASE_URL: cluster.url } : {}),
    LOG_LEVEL: 'warn',
    FORM_RATE_LIMIT: '100000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

const body = JSON.stringify({ name: 'Bench Mark', email: 'bench@example.com', phone: '+1 555 0100', comment: 'A message from the storage benchmark.' });
const pages = () => autocannon({ url: `${origin}/pricing`, connections: 4, duration: seconds, headers: { 'accept-encoding': 'br' } });

try {
  await waitHealthy(origin);
  await autocannon({ url: `${origin}/pricing`, connections: 4, duration: 2 });
  const alone = await pages();
  const [posts, during] = await Promise.all([
    autocannon({ url: `${origin}/api/contact`, method: 'POST', connections, duration: seconds, headers: { 'content-type': 'application/json' }, body }),
    pages(),
  ]);
  const failed = posts.non2xx + posts.errors + posts.timeouts;
  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${usePostgres ? 'PostgreSQL' : 'SQLite'}, ${serverFile}, ${connections} posting connections, ${seconds} s\n`);
  console.log('| posts/s | post p50 ms | post p99 ms | failed posts | page p99 ms alone | page p99 ms during posts | pages/s during posts |');
  console.log('|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${Math.round(posts.requests.average)} | ${posts.latency.p50} | ${posts.latency.p99} | ${failed} | ${alone.latency.p99} | ${during.latency.p99} | ${Math.round(during.requests.average)} |`,
  );
  if (failed) process.exitCode = 1;
} finally {
  // Killed if it outlasts its own drain (10 s), so the PostgreSQL cluster is always removed after it.
  await stopProcess(server, 'SIGTERM', 15_000);
  cluster?.stop();
}
