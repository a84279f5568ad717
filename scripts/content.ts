// npm run content:check: checks every file in content/ against its schema and the facts, and names each problem
// (file, line, field, what is wrong), exiting 1 if there is one. Without --check (npm run content:build) it also
// writes the modules pages import (shared/content/generated/), as the build, dev, typecheck, lint and jest do first.
import path from 'node:path';
import { compileContent } from '../server/content/compile/compile-content.server';
import { contentDir } from '../server/content/compile/content-dir.server';
import { formatIssue } from '../server/content/compile/issues.server';
import { writeGeneratedModules } from '../server/content/compile/generated-modules.server';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const dirArg = args.find((arg) => arg.startsWith('--dir='));
const dir = dirArg ? path.resolve(dirArg.slice('--dir='.length)) : contentDir;

const result = await compileContent(dir);
if (!result.ok) {
  console.error(`content: ${result.issues.length} ${result.issues.length === 1 ? 'problem' : 'problems'} in ${path.relative(process.cwd(), dir) || '.'}/`);
  for (const issue of result.issues) console.error(`  ${formatIssue(issue)}`);
  process.exit(1);
}
if (checkOnly) {
  console.log(`content: ok (${result.content.facts.size} facts)`);
} else {
  const changed = await writeGeneratedModules(result.content);
  if (changed.length) console.log(`content: wrote ${changed.map((file) => `shared/content/generated/${file}`).join(', ')}`);
}
