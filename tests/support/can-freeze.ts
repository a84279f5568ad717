import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Whether `chattr +i` works here: it refuses writes even to root (these machines run tests as root)
 * and even through an open file, as an ext4 error that remounts the disk read-only does. Tests that
 * need it are skipped, visibly, where the file system cannot do it.
 */
export function canFreezeFiles(): boolean {
  const probe = mkdtempSync(path.join(tmpdir(), 'immutable-probe-'));
  const works = spawnSync('chattr', ['+i', probe]).status === 0;
  if (works) spawnSync('chattr', ['-i', probe]);
  return works;
}
