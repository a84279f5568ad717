import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * A copy of the site's code and content in .cache/copies/<name>/ (inside the
 * project, so its imports still find node_modules), to change the content of
 * without touching the real one: the code is the same code, only the files in
 * content/ differ. The generated modules are left out; the caller compiles the
 * copy's content into them.
 */
export function copyProject(name: string, folders: string[] = ['server', 'shared', 'content'], files: string[] = []): string {
  const root = path.resolve('.cache', 'copies', name);
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  for (const folder of folders) {
    cpSync(path.resolve(folder), path.join(root, folder), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}shared${path.sep}content${path.sep}generated`),
    });
  }
  for (const file of files) cpSync(path.resolve(file), path.join(root, file));
  return root;
}
