// npm run loadtest:replicas: acknowledged form posts per second and their p99 latency with SQLite (one replica),
// PostgreSQL (one replica, and two behind nginx), then pages per second through nginx against one replica alone.
import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './lib/throwaway-postgres';
import { startDeployment } from './replicas/deployment';
import { startReplica } from './replicas/replica';

const seconds = Number(process.env.LOADTEST_SECONDS ?? 15);
const formConnections = 20;
const pageConnections = 100;
const noLimit = { FORM_RATE_LIMIT: '1000000000', LOG_LEVEL: 'warn' };

/** Each post is a new visitor's message: its own Idempotency-Key and content, so every one is written. */
const formPost: autocannon.Request = {
  method: 'POST',
  path: '/api/contact',
  setupRequest: (request) => ({
    ...request,
    headers: { ...request.headers, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ name: 'Load Test', email: 'load@example.com', phone: '+1 555 0100', comment: `Load test ${randomUUID()}` }),
  }),
};
const pages: autocannon.Request[] = ['/', '/pricing', '/bookkeeping', '/blog', '/blog/board-deck-outline', '/help?q=llc', '/why-choose-a-wyoming-llc', '/events/zoho-books-ahmedabad'].map(
  (p) => ({ method: 'GET', path: p }),
);

const rows: string[] = [];

async function measure(label: string, url: string, requests: autocannon.Request[], connections: number): Promise<void> {
  const result = await autocannon({ url, connections, duration: seconds, requests, headers: { 'accept-encoding': 'br, gzip' } });
  const others = result.non2xx + result.errors;
  rows.push(`| ${label} | ${Math.round(result['2xx'] / result.duration)} | ${result.latency.p50} | ${result.latency.p99} | ${others} |`);
  console.log(rows.at(-1));
}

async function warm(url: string): Promise<void> {
  await autocannon({ url, connections: 10, duration: 3, requests: pages });
}

// SQLite: one replica, its own data folder (no DATABASE_URL).
const environment = { ...process.env };
delete environment.DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'loadtest-sqlite-'));
const sqlite = await startReplica({ port: await freePort(), env: { ...environment, ...noLimit, DATA_DIR: dataDir } as Record<string, string> });
try {
  await measure('form posts, SQLite, one replica', sqlite.url, [formPost], formConnections);
} finally {
  await sqlite.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// PostgreSQL: one replica, then two behind nginx.
const single = await startDeployment({ replicas: 1, env: noLimit });
try {
  await measure('form posts, PostgreSQL, one replica', single.replicas[0].url, [formPost], formConnections);
  await measure('form posts, PostgreSQL, one replica behind nginx', single.url, [formPost], formConnections);
} finally {
  await single.stop();
}
const pair = await startDeployment({ replicas: 2, env: noLimit });
try {
  await measure('form posts, PostgreSQL, two replicas behind nginx', pair.url, [formPost], formConnections);
  await warm(pair.url);
  await measure('pages, one replica alone', pair.replicas[0].url, pages, pageConnections);
  await measure('pages, two replicas behind nginx', pair.url, pages, pageConnections);
} finally {
  await pair.stop();
}

console.log(`\n${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${seconds} s each; form posts: ${formConnections} connections, each post a new message with its own Idempotency-Key; pages: ${pageConnections} connections over ${pages.length} pages\n`);
console.log('| run | acknowledged (2xx) per s | p50 ms | p99 ms | errors and non-2xx |');
console.log('|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
