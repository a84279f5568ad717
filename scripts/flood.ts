// npm run flood [-- --only=<text>]: what hostile traffic costs the production server, and what it costs a visitor loading a cached page meanwhile.
import autocannon from 'autocannon';
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { serverNodeFlags } from './lib/server-node-flags';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processCpuMs } from './bench/process-cpu';
import { waitHealthy } from './bench/wait-healthy';
import { peakRssMb } from './flood/peak-rss';
import type { ProbeResult } from './flood/probe';
import { inTurn } from './lib/in-turn';

const seconds = Number(process.env.FLOOD_SECONDS ?? 20);
// --only=<text>: the floods whose title holds it, after the cache-hit baseline.
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const connections = 200;
// FLOOD_PORT: the first of the ports the floods' servers take, one each (3470 unless set).
const basePort = Number(process.env.FLOOD_PORT ?? 3470);
const junk = () => randomBytes(6).toString('hex');

interface Flood {
  title: string;
  path: () => string;
  /** A burst of this many requests instead of a flood of `seconds`. */
  amount?: number;
  /** A post instead of a GET. */
  post?: { type: string; body: string };
}

const contactPost = new URLSearchParams({ name: 'Asha Mehta', email: 'asha@example.com', phone: '+91 98765 43210', comment: 'I need bookkeeping for my Delaware C-corp.' }).toString();

const stampede = `/help?q=stampede-${junk()}`;
/** A sitemap path with one of its letters percent-encoded, a different one each time. */
const pages = ['/pricing', '/blog', '/tax-return', '/privacy-policy', '/why-choose-a-wyoming-llc', '/blog/1099-nec-vs-1099-misc'];
const nextPage = inTurn(pages, 'page');
const nextPlan = inTurn(['formation', 'bookkeeping', 'cfo'], 'plan');
let spelling = 0;
const encodedLetter = () => {
  const page = nextPage();
  const at = 1 + (Math.floor(spelling++ / pages.length) % (page.length - 1));
  return page.charAt(at) === '/' ? page : `${page.slice(0, at)}%${page.charCodeAt(at).toString(16)}${page.slice(at + 1)}`;
};
const number = () => String(randomBytes(4).readUInt32BE());
const calendarPage = '/tools/compliance-calendar?entity=c-corp&state=DE&formed=2025-06-10&foreign=1&contractors=1&employees=1';
/** A valid formation day, a different one each time: every request a miss the cache cannot answer. */
const anotherDay = () => new Date(Date.UTC(1950, 0, 1) + (spelling++ % 36_500) * 86_400_000).toISOString().slice(0, 10);
const nextZone = inTurn(['Asia/Kolkata', 'Asia/Kathmandu', 'Europe/Berlin', 'America/Los_Angeles', 'Africa/Lagos'], 'zone');
const tool = '/tools/delaware-franchise-tax';
const toolApi = `/api${tool}`;
/** Delaware's worked example: one input, answered from the cache after the first request. */
const cachedInput = '?class=1000000:1&class=250000:5&issued=485000&assets=1000000';
/** A company no one asked about before, in canonical form: a render (page) or a calculation (API) each time. */
const newInput = () => `?authorized=${1 + (randomBytes(4).readUInt32BE() % 999_999_999)}&par=0.0001&issued=1000&assets=${randomBytes(3).readUIntBE(0, 3)}`;
/** A signed link's query with a forged signature: 43 base64url characters, as a real one has, or 43 multibyte ones. */
const forgedLink = (multibyte: boolean) => {
  const s = multibyte ? encodeURIComponent('é'.repeat(43)) : randomBytes(32).toString('base64url');
  return `?r=${1 + (randomBytes(3).readUIntBE(0, 3) % 100_000)}&e=${Date.now() + 86_400_000}&s=${s}`;
};
const oneClick = { type: 'application/x-www-form-urlencoded', body: 'List-Unsubscribe=One-Click' };
const floods: Flood[] = [
  // The baseline every other row is read against: a cached page, in the same run.
  { title: 'cache hits: `/pricing`', path: () => '/pricing' },
  { title: 'a page with one letter percent-encoded (`/pric%69ng`)', path: encodedLetter },
  { title: '`/pricing?step=<junk>`', path: () => `/pricing?step=${junk()}` },
  { title: '`/contact?plan=<junk>` (301 to `/contact`)', path: () => `/contact?plan=${junk()}` },
  { title: '`/contact?plan=<a plan>` (cached, the message naming it)', path: () => `/contact?plan=${nextPlan()}` },
  { title: '`/blog?page=<junk number>`', path: () => `/blog?page=${number()}` },
  { title: '`/api/blogs?page=1&page=<junk number>`', path: () => `/api/blogs?page=1&page=${number()}` },
  { title: '`/?q=<junk>`', path: () => `/?q=${junk()}` },
  { title: '`/api/blogs?limit=50&x=<junk>`', path: () => `/api/blogs?limit=50&x=${junk()}` },
  { title: 'random 404 paths', path: () => `/${junk()}` },
  { title: '`/healthz` (the Express app, nothing else)', path: () => '/healthz' },
  { title: '`/contact` and `/submitRequest` in turn', path: () => (spelling++ % 2 ? '/contact' : '/submitRequest') },
  { title: '`/blog?page=<past the last page>`', path: () => `/blog?page=${12 + (spelling++ % 10)}` },
  { title: 'no-JavaScript contact posts (all but five refused: 429)', path: () => '/contact', post: { type: 'application/x-www-form-urlencoded', body: contactPost } },
  { title: 'posts of the wrong type (415)', path: () => '/contact', post: { type: 'text/plain', body: 'hello' } },
  { title: 'posts too large (413)', path: () => '/api/contact', post: { type: 'application/json', body: JSON.stringify({ comment: 'x'.repeat(40_000) }) } },
  { title: `${connections} simultaneous misses of one new URL`, path: () => stampede, amount: connections },
  { title: 'calendar: one company (cached)', path: () => calendarPage },
  { title: 'calendar: junk inputs (301 to the form)', path: () => `/tools/compliance-calendar?entity=${junk()}&formed=${junk()}` },
  { title: 'calendar: a new formation date each time (misses)', path: () => `/tools/compliance-calendar?entity=c-corp&state=DE&formed=${anotherDay()}` },
  { title: 'calendar JSON: one company (cached)', path: () => `/api${calendarPage}` },
  { title: 'calendar JSON: junk inputs (400)', path: () => `/api/tools/compliance-calendar?entity=${junk()}` },
  { title: 'calendar .ics: one company (cached)', path: () => calendarPage.replace('?', '.ics?') },
  { title: 'tool: cache hits of one estimate (`/tools/delaware-franchise-tax?class=…`)', path: () => `${tool}${cachedInput}` },
  { title: 'tool: a new company each request (page render)', path: () => `${tool}${newInput()}` },
  { title: 'tool: odd spellings (`authorized=1%2C000…&par=0.00010`: 301)', path: () => `${tool}?authorized=${1 + (Number(number()) % 999_999)}%2C000&par=0.00010` },
  { title: 'tool: junk values (`par=<junk>`: the page with the error, 400)', path: () => `${tool}?authorized=10000000&par=${junk()}` },
  { title: 'tool API: cache hits of one estimate', path: () => `${toolApi}${cachedInput}` },
  { title: 'tool API: a new company each request', path: () => `${toolApi}${newInput()}` },
  { title: 'tool API: junk values (400 before the cache)', path: () => `${toolApi}?authorized=10000000&par=${junk()}` },
  { title: 'calendar CSV: a new company’s shares each time (misses)', path: () => `/tools/compliance-calendar.csv?entity=c-corp&state=DE&formed=2025-06-10${newInput().replace('?', '&')}` },
  { title: 'calendar: junk share values (400 before the cache)', path: () => `/tools/compliance-calendar?entity=c-corp&state=DE&formed=2025-06-10&authorized=10000000&par=${junk()}` },
  {
    title: 'booking slots: a new day and zone each time (no-store)',
    path: () => `/api/booking/slots?date=${new Date(Date.now() + (spelling++ % 21) * 86_400_000).toISOString().slice(0, 10)}&tz=${nextZone()}`,
  },
  { title: 'booking slots: junk zones (422)', path: () => `/api/booking/slots?date=2026-12-01&tz=${junk()}` },
  { title: 'booking page: `/book?tz=<a zone>`, five zones in turn', path: () => `/book?tz=${nextZone()}` },
  { title: 'booking page: junk zones (`/book?tz=<junk>`)', path: () => `/book?tz=${junk()}` },
  {
    title: 'booking posts with junk fields and no key (refused)',
    path: () => '/api/booking',
    post: { type: 'application/json', body: JSON.stringify({ start: junk(), name: '', email: junk() }) },
  },
  // Pages that answer no-store whatever the query (uncachedPaths, server/ssr/routes.server.ts): each request a render unless counted.
  { title: 'no-store page: `/tools/reminders`, no query', path: () => '/tools/reminders' },
  { title: 'no-store page: `/tools/reminders/confirm`, no query', path: () => '/tools/reminders/confirm' },
  { title: 'no-store page: `/tools/reminders/unsubscribe`, no query', path: () => '/tools/reminders/unsubscribe' },
  { title: 'no-store page: signed-link POSTs, forged confirm links', path: () => `/tools/reminders/confirm${forgedLink(false)}`, post: oneClick },
  { title: 'no-store page: signed-link POSTs, forged unsubscribe links (multibyte `s=`)', path: () => `/tools/reminders/unsubscribe${forgedLink(true)}`, post: oneClick },
];

const children: ChildProcess[] = [];

/** A visitor loading `url` one request after another, in its own process, until stopped; `ready` once its own start-up is behind it. */
function startProbeProcess(url: string): { ready: Promise<void>; stop(): Promise<ProbeResult> } {
  const child = fork(path.join(import.meta.dirname, 'flood/probe-process.ts'), [url], { execArgv: ['--import', 'tsx'] });
  children.push(child);
  const ready = new Promise<void>((resolve) => child.on('message', (m) => m === 'ready' && resolve()));
  const result = new Promise<ProbeResult>((resolve) => child.on('message', (m) => m !== 'ready' && resolve(m as ProbeResult)));
  return {
    ready,
    stop: () => {
      child.send('stop');
      return result;
    },
  };
}

/** A fresh production server per flood, so its peak RSS is that flood's alone. */
async function startServer(port: number): Promise<number> {
  const env = { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'flood-')), LOG_LEVEL: 'info' };
  const child = spawn(process.execPath, [...serverNodeFlags, 'dist/server/start.js'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(child);
  await waitHealthy(`http://127.0.0.1:${port}`);
  return child.pid!;
}

async function run(flood: Flood, port: number) {
  const origin = `http://127.0.0.1:${port}`;
  const pid = await startServer(port);
  // The probe's page and the start-up warm-up are done before the flood starts.
  await fetch(`${origin}/pricing`);
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  // The probe is started and warm before the flood and its CPU count begin: a process starting while the flood fills
  // both cores took seconds over its first requests, which the table read as the server keeping a visitor waiting.
  const probe = startProbeProcess(`${origin}/pricing`);
  await probe.ready;
  const cpuBefore = await processCpuMs(pid);
  const result = await autocannon({
    url: origin,
    connections,
    ...(flood.amount ? { amount: flood.amount } : { duration: seconds }),
    headers: { 'accept-encoding': 'br, gzip', ...(flood.post ? { 'content-type': flood.post.type, accept: 'text/html' } : {}) },
    requests: [{ method: flood.post ? 'POST' : 'GET', ...(flood.post ? { body: flood.post.body } : {}), setupRequest: (req: autocannon.Request) => ({ ...req, path: flood.path() }) }],
  });
  const probed = await probe.stop();
  const cpuAfter = await processCpuMs(pid);
  const rss = await peakRssMb(pid);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : (cpuAfter - cpuBefore) / result.requests.total;
  const perSecond = Math.round(flood.amount ? result.requests.total / Math.max(result.duration, 0.001) : result.requests.average);
  return { flood, perSecond, cpu, rss, probed };
}

/** A row of the table; its cost against the run's first row, the cache hit, since the host's load moves every absolute figure. */
function row(measured: Awaited<ReturnType<typeof run>>, hitCpu: number | undefined): string {
  const { flood, perSecond, cpu, rss, probed } = measured;
  const times = cpu === undefined || !hitCpu ? '' : (cpu / hitCpu).toFixed(1);
  return `| ${flood.title} | ${perSecond} | ${cpu?.toFixed(3) ?? ''} | ${times} | ${rss?.toFixed(0) ?? ''} | ${probed.p50.toFixed(1)} / ${probed.p99.toFixed(1)} | ${probed.failures} |`;
}

if (!existsSync('dist/server/start.js')) {
  console.error('Run `npm run build` first.');
  process.exit(1);
}
// However a flood goes, the script ends and takes its servers with it.
const deadline = setTimeout(
  () => {
    console.error('flood: out of time');
    for (const child of children) child.kill('SIGKILL');
    process.exit(1);
  },
  floods.length * (seconds + 40) * 1000,
);
try {
  const rows: Array<Awaited<ReturnType<typeof run>>> = [];
  const chosen = floods.filter((flood, index) => index === 0 || !only || flood.title.includes(only));
  for (const [index, flood] of chosen.entries()) rows.push(await run(flood, basePort + index));
  console.log(`\n${new Date().toISOString().slice(0, 10)}, ${connections} connections, ${seconds} s per flood; a probe loads the cached /pricing throughout\n`);
  console.log('| flood | req/s | server CPU ms/req | × hit | peak RSS MB | probe p50 / p99 ms | probe failures |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  // The first flood (cache hits, always run) is the baseline every row is read against.
  const [baseline] = rows;
  if (!baseline) throw new Error('no flood ran');
  for (const measured of rows) console.log(row(measured, baseline.cpu));
} finally {
  clearTimeout(deadline);
  for (const child of children) child.kill('SIGTERM');
}
