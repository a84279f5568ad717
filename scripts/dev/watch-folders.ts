import { watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/**
 * Calls `onChange` with the files changed under `folders` once they have been
 * quiet for `quietMs` (an editor's save is several events), never while the
 * previous call is still running; changes meanwhile make one more call after it.
 */
export function watchFolders(folders: string[], ignore: (file: string) => boolean, onChange: (files: string[]) => Promise<void>, quietMs = 150): () => void {
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;

  const run = () => {
    if (running) return;
    const files = [...pending];
    pending = new Set();
    running = onChange(files).finally(() => {
      running = null;
      if (pending.size) schedule();
    });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(run, quietMs);
  };

  const watchers: FSWatcher[] = folders.map((folder) =>
    watch(folder, { recursive: true }, (_event, name) => {
      if (!name) return;
      const file = path.join(folder, name);
      if (ignore(file)) return;
      pending.add(file);
      schedule();
    }),
  );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}
