import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Reads every Markdown file in a folder, once; returns [file name without .md, text] sorted by name. */
export async function readMarkdownFolder(dir: string): Promise<Array<[string, string]>> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.md')).sort();
  return Promise.all(names.map(async (name) => [name.slice(0, -3), await readFile(path.join(dir, name), 'utf8')] as [string, string]));
}
