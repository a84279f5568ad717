import { spawn, type ChildProcess } from 'node:child_process';

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string | null>;
}

/** Starts tests/support/storage-server.ts in its own process with the given environment. */
export function spawnServer(env: Record<string, string>): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/storage-server.ts'], {
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | string | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /LISTENING (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]), exited });
    });
    void exited.then((code) => reject(new Error(`server exited early with ${String(code)}`)));
  });
}
