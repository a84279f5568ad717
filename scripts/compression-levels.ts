// npm run compression:levels: bytes on the wire against CPU for each brotli quality an uncached answer could be sent at.
// Fetches a few representative pages as rendered (identity, from a production server with no response cache), then compresses
// each in this process, in one synchronous pass as the server does, timing many passes with process.cpuUsage().
// Every level is measured in the same run, interleaved, so a shared host's load shifts them all alike.
// Options: COMPRESSION_PORT (3730), COMPRESSION_ITERATIONS (300).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { waitHealthy } from './bench/wait-healthy';

const port = Number(process.env.COMPRESSION_PORT ?? 3730);
const iterations = Number(process.env.COMPRESSION_ITERATIONS ?? 300);
const pages = ['/', '/blog/board-deck-outline', '/tools/delaware-franchise-tax?class=1000000:1&class=250000:5&issued=485000&assets=1000000&filed=2027-04-02', '/help?q=payroll'];
const qualities = [1, 3, 4, 5, 6];
// As the server's brotli options have it: a 256 KB window, which covers every page.
const lgwin = 18;

interface Level {
  name: string;
  encode: (body: Buffer) => Buffer;
}
const levels: Level[] = [
  ...qualities.map((quality) => ({
    name: `br ${quality}`,
    encode: (body: Buffer) =>
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: lgwin, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  })),
  { name: 'gzip 6', encode: (body: Buffer) => gzipSync(body, { level: 6 }) },
];

async function fetchPages(): Promise<Map<string, Buffer>> {
  const child = spawn(process.execPath, ['dist/server/start.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'compression-levels-')),
      LOG_LEVEL: 'warn',
      PAGE_CACHE_ENTRIES: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, { child });
    const bodies = new Map<string, Buffer>();
    for (const page of pages) {
      const response = await fetch(`http://127.0.0.1:${port}${page}`, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${page} answered ${response.status}`);
      bodies.set(page, Buffer.from(await response.arrayBuffer()));
    }
    return bodies;
  } finally {
    child.kill('SIGTERM');
  }
}

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

if (!existsSync('dist/server/start.js')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}
const bodies = await fetchPages();
const load = loadavg()[0]!.toFixed(1);
// CPU ms spent per level per page, summed over rounds; one round encodes every page once at every level.
const spent = new Map<string, number>();
for (const level of levels) for (const body of bodies.values()) level.encode(body); // warm-up
for (let round = 0; round < iterations; round++) {
  for (const level of levels) {
    for (const [page, body] of bodies) {
      const before = cpuMs();
      level.encode(body);
      const key = `${level.name} ${page}`;
      spent.set(key, (spent.get(key) ?? 0) + cpuMs() - before);
    }
  }
}
const loadAfter = loadavg()[0]!.toFixed(1);

console.log(`\n${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${iterations} passes per cell, lgwin ${lgwin}, load average ${load} → ${loadAfter}\n`);
console.log(`| page (identity bytes) | ${levels.map((level) => `${level.name}: bytes / CPU ms`).join(' | ')} |`);
console.log(`|---|${levels.map(() => '---:').join('|')}|`);
for (const [page, body] of bodies) {
  const cells = levels.map((level) => `${level.encode(body).length} / ${(spent.get(`${level.name} ${page}`)! / iterations).toFixed(3)}`);
  console.log(`| \`${page}\` (${body.length}) | ${cells.join(' | ')} |`);
}
const totals = levels.map((level) => {
  let bytes = 0;
  let ms = 0;
  for (const [page, body] of bodies) {
    bytes += level.encode(body).length;
    ms += spent.get(`${level.name} ${page}`)! / iterations;
  }
  return { bytes, ms };
});
const q5 = totals[qualities.indexOf(5)]!;
console.log(`| all four, against br 5 | ${totals.map(({ bytes, ms }) => `${((bytes / q5.bytes - 1) * 100).toFixed(1)}% / ${((ms / q5.ms - 1) * 100).toFixed(0)}%`).join(' | ')} |`);
