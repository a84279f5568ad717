import { readFile } from 'node:fs/promises';

// /proc reports CPU time in USER_HZ ticks, which Linux fixes at 100 per second for user space.
const ticksPerSecond = 100;

/**
 * User plus system CPU time of a process and all its threads, in milliseconds,
 * or undefined where there is no /proc. Requests per second move with whatever
 * else a shared host is doing; CPU time per request hardly does.
 */
export async function processCpuMs(pid: number): Promise<number | undefined> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
  } catch {
    return undefined;
  }
}
