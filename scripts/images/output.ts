import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (scripts/images/ is two levels below it). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The site's static folder, where every generated image goes. */
export const publicDir = path.join(repoRoot, 'public');

export interface WrittenFile {
  /** Path relative to the repository root, with forward slashes. */
  file: string;
  bytes: number;
}

/** Write (overwrite) a file, creating its folder, and report what was written. */
export async function writeOutput(absPath: string, data: Buffer | string): Promise<WrittenFile> {
  await mkdir(path.dirname(absPath), { recursive: true });
  await writeFile(absPath, data);
  const bytes = typeof data === 'string' ? Buffer.byteLength(data) : data.length;
  return { file: path.relative(repoRoot, absPath).split(path.sep).join('/'), bytes };
}

/** Run `task` over `items` with at most `limit` in flight, keeping result order. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
