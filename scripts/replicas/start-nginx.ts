import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxConfig } from './nginx-config';
import { stopProcess } from '../lib/stop-process';

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

const nginxBinary = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

export function nginxAvailable(): boolean {
  return existsSync(nginxBinary);
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** nginx in the foreground with its own prefix folder (config, pid, logs, temp files), removed on stop. */
export async function startNginx(opts: { listenPort: number; upstreamPorts: number[] }): Promise<RunningNginx> {
  if (!nginxAvailable()) throw new Error(`nginx not found at ${nginxBinary}: apt-get install -y nginx (or set NGINX_BIN)`);
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  // Started as root, nginx's workers run as nobody and must reach the temp folders.
  chmodSync(prefix, 0o755);
  mkdirSync(path.join(prefix, 'tmp'), { mode: 0o777 });
  chmodSync(path.join(prefix, 'tmp'), 0o777);
  writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig(opts));
  const child = spawn(nginxBinary, ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const errorLog = () => {
    try {
      return readFileSync(path.join(prefix, 'error.log'), 'utf8');
    } catch {
      return '';
    }
  };
  const until = Date.now() + 10_000;
  while (!(await accepts(opts.listenPort))) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGKILL');
      const log = errorLog();
      rmSync(prefix, { recursive: true, force: true });
      throw new Error(`nginx did not start on port ${opts.listenPort}: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `http://127.0.0.1:${opts.listenPort}`,
    async stop() {
      // SIGQUIT is nginx's graceful shutdown: open requests finish first.
      await stopProcess(child, 'SIGQUIT', 5_000);
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
