// Serves the production build; builds first when there is none (a fresh clone after `npm ci`).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

process.env.NODE_ENV ??= 'production';

const built = ['dist/server/start.js', 'dist/server/storage-worker.js', 'dist/manifest.json'];
if (!built.every((file) => existsSync(file))) {
  console.log('No build found: running `npm run build` first.');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { stdio: 'inherit', env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../dist/server/start.js');
