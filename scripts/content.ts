// npm run content:check: checks every file in content/ against its schema and the facts, and names each problem
// (file, line, field, what is wrong), exiting 1 if there is one. It also warns of each figure whose review day
// (reviewBy) is within 30 days, and fails on one whose review day has passed (--today=YYYY-MM-DD to try another day).
// Without --check (npm run content:build) it writes the modules pages import (shared/content/generated/), as the
// build, dev, typecheck, lint and jest do first; review days do not stop those.
import path from 'node:path';
import { compileContent } from '../server/content/compile/compile-content.server';
import { contentDir } from '../server/content/compile/content-dir.server';
import { formatIssue } from '../server/content/compile/issues.server';
import { writeGeneratedModules } from '../server/content/compile/generated-modules.server';
import { formatFinding, reviewFindings } from '../server/content/compile/review-dates.server';

const args = process.argv.slice(2);
const checkOnly = args.includes('--check');
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const dirArg = option('dir');
const dir = dirArg ? path.resolve(dirArg) : contentDir;
const today = option('today') ?? new Date().toISOString().slice(0, 10);

const result = await compileContent(dir);
if (!result.ok) {
  console.error(`content: ${result.issues.length} ${result.issues.length === 1 ? 'problem' : 'problems'} in ${path.relative(process.cwd(), dir) || '.'}/`);
  for (const issue of result.issues) console.error(`  ${formatIssue(issue)}`);
  process.exit(1);
}
if (checkOnly) {
  const findings = reviewFindings(result.content, today, path.basename(dir));
  const overdue = findings.filter((finding) => finding.overdue);
  const soon = findings.filter((finding) => !finding.overdue);
  if (soon.length)
    console.warn(`content: ${soon.length} ${soon.length === 1 ? 'figure' : 'figures'} to confirm within 30 days of ${today}:\n${soon.map((f) => `  ${formatFinding(f)}`).join('\n')}`);
  if (overdue.length) {
    console.error(
      `content: ${overdue.length} ${overdue.length === 1 ? 'figure is' : 'figures are'} past their review day (${today}):\n${overdue.map((f) => `  ${formatFinding(f)}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(`content: ok (${result.content.facts.size} facts)`);
} else {
  const changed = await writeGeneratedModules(result.content);
  if (changed.length) console.log(`content: wrote ${changed.map((file) => `shared/content/generated/${file}`).join(', ')}`);
}
