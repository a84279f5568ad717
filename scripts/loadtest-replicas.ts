// npm run loadtest:replicas: acknowledged form posts per second and their p99 latency with SQLite (one replica),
// PostgreSQL (one replica, and two behind nginx), then pages per second through nginx against one replica alone.
import autocannon from 'autocannon';
import { randomInt, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { processTreeCpuMs } from './bench/process-cpu';
import { type ThrowawayPostgres } from './lib/throwaway-postgres';
import { freePort } from './lib/ports';
import { startDeployment } from './replicas/deployment';
import { startReplica, type Replica } from './replicas/replica';

const seconds = Number(process.env.LOADTEST_SECONDS ?? 15);
const formConnections = 20;
const pageConnections = 100;
// Each post comes from a visitor address of its own (X-Forwarded-For, believed from loopback here): one
// address posting hundreds of times a second would serialise on its own rate-limit row, which the limit
// itself forbids in real use.
const manyVisitors = { FORM_RATE_LIMIT: '1000000000', LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback' };
const visitorAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Each post is a new visitor's message: its own Idempotency-Key, content and address, so every one is written. */
const formPost: autocannon.Request = {
  method: 'POST',
  path: '/api/contact',
  setupRequest: (request) => ({
    ...request,
    headers: { ...request.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID(), 'x-forwarded-for': visitorAddress() },
    body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', phone: '+1 555 0100', comment: `Load test ${randomUUID()}` }),
  }),
};
const pages: autocannon.Request[] = ['/', '/pricing', '/bookkeeping', '/blog', '/blog/board-deck-outline', '/help?q=llc', '/why-choose-a-wyoming-llc', '/events/zoho-books-ahmedabad'].map(
  (p) => ({ method: 'GET', path: p }),
);

const rows: string[] = [];

/** CPU milliseconds the given processes (and their children) have used so far. */
async function cpuMs(pids: number[]): Promise<number> {
  const each = await Promise.all(pids.map((pid) => processTreeCpuMs(pid)));
  return each.reduce<number>((sum, ms) => sum + (ms ?? 0), 0);
}

/** Runs autocannon and adds a row, with the CPU the replicas and PostgreSQL spent per answer (steadier than rates on a shared host). */
async function measure(label: string, url: string, requests: autocannon.Request[], connections: number, servers: { replicas: Replica[]; postgres?: ThrowawayPostgres }): Promise<void> {
  // A short run first: the JIT warms up and the replicas finish filling their page caches at start-up.
  await autocannon({ url, connections, duration: 2, requests });
  const replicaPids = servers.replicas.map((replica) => replica.pid()!);
  const databasePids = servers.postgres ? [servers.postgres.pid()] : [];
  const [replicaBefore, databaseBefore] = [await cpuMs(replicaPids), await cpuMs(databasePids)];
  const result = await autocannon({ url, connections, duration: seconds, requests, headers: { 'accept-encoding': 'br, gzip' } });
  const [replicaCpu, databaseCpu] = [(await cpuMs(replicaPids)) - replicaBefore, (await cpuMs(databasePids)) - databaseBefore];
  const answered = Math.max(result['2xx'], 1);
  const others = result.non2xx + result.errors;
  const databaseColumn = servers.postgres ? (databaseCpu / answered).toFixed(2) : '–';
  rows.push(
    `| ${label} | ${Math.round(result['2xx'] / result.duration)} | ${result.latency.p50} | ${result.latency.p99} | ${others} | ${(replicaCpu / answered).toFixed(2)} | ${databaseColumn} |`,
  );
  console.log(rows.at(-1));
}

// SQLite: one replica, its own data folder (no DATABASE_URL).
const environment = { ...process.env };
delete environment.DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'loadtest-sqlite-'));
const sqlite = await startReplica({ port: await freePort(), env: { ...environment, ...manyVisitors, DATA_DIR: dataDir } });
try {
  await measure('form posts, SQLite, one replica', sqlite.url, [formPost], formConnections, { replicas: [sqlite] });
} finally {
  await sqlite.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

/** A deployment's first replica, to measure it alone. */
function firstReplica(deployment: { replicas: Replica[] }): Replica {
  const [first] = deployment.replicas;
  if (!first) throw new Error('the deployment started no replica');
  return first;
}

// PostgreSQL: one replica, then two behind nginx.
const single = await startDeployment({ replicas: 1, env: manyVisitors });
try {
  await measure('form posts, PostgreSQL, one replica', firstReplica(single).url, [formPost], formConnections, single);
  await measure('form posts, PostgreSQL, one replica behind nginx', single.url, [formPost], formConnections, single);
} finally {
  await single.stop();
}
const pair = await startDeployment({ replicas: 2, env: manyVisitors });
try {
  await measure('form posts, PostgreSQL, two replicas behind nginx', pair.url, [formPost], formConnections, pair);
  await measure('pages, one replica alone', firstReplica(pair).url, pages, pageConnections, { replicas: [firstReplica(pair)] });
  await measure('pages, two replicas behind nginx', pair.url, pages, pageConnections, { replicas: pair.replicas });
} finally {
  await pair.stop();
}

console.log(
  `\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${seconds} s each; form posts: ${formConnections} connections, each post a new message with its own Idempotency-Key and visitor address; pages: ${pageConnections} connections over ${pages.length} pages\n`,
);
console.log('| run | acknowledged (2xx) per s | p50 ms | p99 ms | errors and non-2xx | replica CPU ms per answer | PostgreSQL CPU ms per answer |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
