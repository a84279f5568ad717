import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitHealthy } from '../bench/wait-healthy';
import { serverNodeFlags } from './server-node-flags';

/**
 * The production build (dist/server/start.js, with production's V8 flags) on a loopback port, with an empty data folder of its own
 * so a measurement starts from no stored messages; resolves once it answers /healthz.
 */
export async function startProductionServer(port: number, tmpPrefix: string): Promise<{ origin: string; child: ChildProcess }> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags, 'dist/server/start.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', SITE_URL: origin, DATA_DIR: mkdtempSync(path.join(tmpdir(), tmpPrefix)), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitHealthy(origin);
  return { origin, child };
}
