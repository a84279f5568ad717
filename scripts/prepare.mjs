// npm ci and npm install run this last: it writes the modules pages import from content/ (shared/content/generated/,
// not committed), so a fresh clone opens in an editor, and passes `tsc`, with no step of its own. The image's first
// install runs before content/ is copied in; its build writes them then.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('content') || !existsSync('scripts/content.ts')) {
  console.log('prepare: no content/ here yet; the build writes shared/content/generated/.');
  process.exit(0);
}
const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/content.ts'], { stdio: 'inherit' });
process.exit(result.status ?? 1);
