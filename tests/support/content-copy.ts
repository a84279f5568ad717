import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A copy of content/ in a fresh temp folder (…/content), to change without touching the real one. */
export function copyContent(): string {
  const dir = path.join(mkdtempSync(path.join(tmpdir(), 'content-copy-')), 'content');
  cpSync(path.resolve('content'), dir, { recursive: true });
  return dir;
}

/** Replaces text in one file of a content copy, failing loudly if the text is not there (the content moved on). */
export function editContent(dir: string, file: string, from: string | RegExp, to: string): void {
  const target = path.join(dir, file);
  const before = readFileSync(target, 'utf8');
  const after = before.replace(from, to);
  if (after === before) throw new Error(`${file} has no ${String(from)} to replace`);
  writeFileSync(target, after);
}
