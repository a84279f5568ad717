// npm run content:check: checks every file in content/ against its schema and the facts, and names each problem
// (file, line, field, what is wrong), exiting 1 if there is one. It also warns of each figure whose review day
// (reviewBy) is within 30 days, and fails on one whose review day has passed (--today=YYYY-MM-DD to try another day).
// Without --check (npm run content:build) it writes the modules pages import (shared/content/generated/), as the
// build, dev, typecheck, lint and jest do first; review days do not stop those.
import path from 'node:path';
import { compileContent } from '../server/content/compile/compile-content.server';
import { contentDir } from '../server/content/compile/content-dir.server';
import { writeGeneratedModules } from '../server/content/compile/generated-modules.server';
import { checkContent, problemLines } from '../server/content/compile/content-check.server';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const dirArg = option('dir');
const dir = dirArg ? path.resolve(dirArg) : contentDir;
const today = option('today') ?? new Date().toISOString().slice(0, 10);

if (checkOnly) {
  const report = await checkContent(dir, today);
  for (const line of report.err) console.error(line);
  for (const line of report.out) console.log(line);
  process.exit(report.status);
}
const result = await compileContent(dir);
if (!result.ok) {
  for (const line of problemLines(dir, result.issues)) console.error(line);
  process.exit(1);
}
const changed = await writeGeneratedModules(result.content);
if (changed.length) console.log(`content: wrote ${changed.map((file) => `shared/content/generated/${file}`).join(', ')}`);
