import { readFile } from 'node:fs/promises';

/** The highest resident set size a process has had, in MB (VmHWM), or undefined where there is no /proc. */
export async function peakRssMb(pid: number): Promise<number | undefined> {
  try {
    const status = await readFile(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmHWM:\s+(\d+) kB/m.exec(status);
    return kb ? Number(kb[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}
