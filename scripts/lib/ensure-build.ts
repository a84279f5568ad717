import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Runs `npm run build` when there is no production build yet (a fresh clone after `npm ci`). */
export function ensureBuilt(): void {
  if (existsSync('dist/server/start.js') && existsSync('dist/manifest.json')) return;
  console.log('No build found: running `npm run build` first.');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`npm run build failed (${String(result.status ?? result.signal)})`);
}
