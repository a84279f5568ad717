// A disposable PostgreSQL cluster for tests and `npm run replicas`: Debian's server binaries,
// a temporary folder, a free loopback port, trust authentication on loopback only.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { restartablePort } from './ports';

export interface ThrowawayPostgres {
  /** postgres://… URL of the `site` database. */
  url: string;
  port: number;
  dir: string;
  /** The postmaster's pid; its backends are its children. */
  pid(): number;
  /** Stops the server (fast shutdown: clients are disconnected) and keeps its data; `start` brings it back on the same port. */
  pause(): void;
  start(): void;
  stop(): void;
}

/** PG_BIN_DIR, or the newest server Debian or Ubuntu installed (bookworm ships 15, noble 16). */
export const postgresBinDir = process.env.PG_BIN_DIR ?? newestInstalledServer('/usr/lib/postgresql');

function newestInstalledServer(root: string): string {
  const majors = existsSync(root) ? readdirSync(root).filter((name) => /^\d+$/.test(name) && existsSync(path.join(root, name, 'bin', 'initdb'))) : [];
  const newest = majors.map(Number).sort((a, b) => b - a)[0] ?? 15;
  return path.join(root, String(newest), 'bin');
}

export function postgresAvailable(): boolean {
  return existsSync(path.join(postgresBinDir, 'initdb'));
}

interface RunAs {
  uid: number;
  gid: number;
  wrap: (cmd: string[]) => string[];
}

/** PostgreSQL refuses to run as root: as root, the cluster belongs to (and runs as) the `postgres` user. */
function runAs(): RunAs | null {
  if (process.getuid?.() !== 0) return null;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid, wrap: (cmd) => ['runuser', '-u', 'postgres', '--', ...cmd] };
}

function run(cmd: string[], user: RunAs | null): void {
  const [file, ...args] = user ? user.wrap(cmd) : cmd;
  if (file === undefined) throw new Error('no command to run');
  const result = spawnSync(file, args, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd.join(' ')} failed (${String(result.status ?? result.signal)}): ${result.stderr || result.stdout}`);
}

/**
 * A data folder `initdb` has made, kept in the temporary folder for every later
 * cluster to copy: initdb costs about 1.4 CPU-seconds, a copy 0.1, and `npm test`
 * starts some twenty clusters. It is named for the server binaries and the user
 * it belongs to, and appears whole or not at all (made aside, then renamed), so
 * two suites making it at once leave one good copy.
 */
function initializedCluster(user: RunAs | null): string {
  const initdb = path.join(postgresBinDir, 'initdb');
  const version = createHash('sha256')
    .update(`${initdb} ${statSync(initdb).mtimeMs}`)
    .digest('hex')
    .slice(0, 12);
  const template = path.join(os.tmpdir(), `site-pg-initdb-${version}-${user?.uid ?? process.getuid?.() ?? 'user'}`);
  if (existsSync(template)) return path.join(template, 'data');
  const aside = mkdtempSync(path.join(os.tmpdir(), 'site-pg-initdb-'));
  if (user) chownSync(aside, user.uid, user.gid);
  run([initdb, '-D', path.join(aside, 'data'), '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'], user);
  try {
    renameSync(aside, template);
  } catch {
    // Another suite made it first: its copy is as good as this one.
    rmSync(aside, { recursive: true, force: true });
  }
  return path.join(template, 'data');
}

export async function startThrowawayPostgres(opts: { port?: number; database?: string } = {}): Promise<ThrowawayPostgres> {
  if (!postgresAvailable()) throw new Error(`PostgreSQL server binaries not found in ${postgresBinDir}: apt-get install -y postgresql`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
  // Looked up once: each lookup is two `id` processes.
  const user = runAs();
  if (user) chownSync(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  // pause() and start() reuse the port, so it must not be one the kernel may hand to someone else meanwhile.
  const port = opts.port ?? (await restartablePort());
  const database = opts.database ?? 'site';
  run(['cp', '-a', initializedCluster(user), dataDir], user);
  const start = () =>
    run(
      [
        path.join(postgresBinDir, 'pg_ctl'),
        '-D',
        dataDir,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        '-t',
        '30',
        '-o',
        `-p ${port} -k ${dir} -h 127.0.0.1 -c max_connections=200 -c fsync=on`,
        'start',
      ],
      user,
    );
  start();
  run([path.join(postgresBinDir, 'createdb'), '-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', database], user);
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/${database}`,
    port,
    dir,
    // The first line of the pid file PostgreSQL keeps in its data folder while it runs.
    pid: () => Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    pause: () => run([path.join(postgresBinDir, 'pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop'], user),
    start,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        run([path.join(postgresBinDir, 'pg_ctl'), '-D', dataDir, '-m', 'immediate', '-w', 'stop'], user);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
