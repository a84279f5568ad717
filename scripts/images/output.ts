import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Repository root (scripts/images/ is two levels below it). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The site's static folder, where the generated logos go. */
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
