// npm run lint's check on import circles: madge lists every circle among server/, client/, shared/ and scripts/
// (type-only imports included, which tie modules together for a reader as much as any); this fails on one
// longer than five files, printing it. Shorter ones (a provider and its dialog) are a pair's own business.
import { spawnSync } from 'node:child_process';

const longest = 5;

// madge exits 1 when it finds any circle; its JSON on stdout is the answer either way.
const run = spawnSync(
  process.execPath,
  ['node_modules/madge/bin/cli.js', '--circular', '--json', '--no-spinner', '--ts-config', 'tsconfig.json', '--extensions', 'ts,tsx', 'server', 'client', 'shared', 'scripts'],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
if (run.status !== 0 && run.status !== 1) {
  console.error(run.stderr || run.error);
  process.exit(1);
}
const circles = JSON.parse(run.stdout) as string[][];
const tooLong = circles.filter((circle) => circle.length > longest);
if (tooLong.length) {
  console.error(`import circles: ${tooLong.length} longer than ${longest} files`);
  for (const circle of tooLong) console.error(`  (${circle.length}) ${[...circle, circle[0]].join(' -> ')}`);
  process.exit(1);
}
console.log(`import circles: none longer than ${longest} files (${circles.length} shorter)`);
