import { spawn, type ChildProcess } from 'node:child_process';
import { waitHealthy } from '../bench/wait-healthy';
import { exitOf, stopProcess } from '../lib/stop-process';

export interface Replica {
  port: number;
  url: string;
  pid(): number | undefined;
  /** SIGKILL: no shutdown, no draining, as when a machine dies. */
  kill(): Promise<void>;
  /** Stops the process gracefully if it still runs, starts it again on the same port (with extra environment, if given) and waits until it is ready. */
  restart(env?: Record<string, string>): Promise<void>;
  /** SIGTERM, then waits for the graceful exit. */
  stop(): Promise<void>;
}

/** A replica takes traffic once it can store messages. */
const waitReady = (url: string, child: ChildProcess) => waitHealthy(url, { path: '/readyz', child, pollMs: 100 });

/** Beyond the server's own drain (SHUTDOWN_TIMEOUT_MS, 10 s by default), a replica that has not exited is killed. */
const shutdownGraceMs = 15_000;

/** One production server (`dist/server/start.js`) on a loopback port. */
export async function startReplica(opts: { port: number; env: Record<string, string> }): Promise<Replica> {
  const url = `http://127.0.0.1:${opts.port}`;
  let env = opts.env;
  // Set while this code stops or kills the process; any other exit is a replica dying under a test, and says so.
  let stopping = false;
  const launch = () => {
    stopping = false;
    const started = spawn(process.execPath, ['dist/server/start.js'], {
      env: { ...env, NODE_ENV: 'production', PORT: String(opts.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    started.once('exit', (code, signal) => {
      if (!stopping) console.error(`replica on port ${opts.port} exited by itself (${String(code ?? signal)})`);
    });
    return started;
  };
  let child = launch();
  try {
    await waitReady(url, child);
  } catch (error) {
    stopping = true;
    child.kill('SIGKILL');
    throw error;
  }
  return {
    port: opts.port,
    url,
    pid: () => child.pid,
    async kill() {
      stopping = true;
      child.kill('SIGKILL');
      await exitOf(child);
    },
    async restart(extra = {}) {
      stopping = true;
      await stopProcess(child, 'SIGTERM', shutdownGraceMs);
      env = { ...env, ...extra };
      child = launch();
      await waitReady(url, child);
    },
    stop: () => {
      stopping = true;
      return stopProcess(child, 'SIGTERM', shutdownGraceMs);
    },
  };
}
