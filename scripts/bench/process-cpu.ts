import { readdir, readFile } from 'node:fs/promises';

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

/** Parent of every process, from /proc (empty where there is none). */
async function parents(): Promise<Map<number, number>> {
  const parentOf = new Map<number, number>();
  const entries = await readdir('/proc').catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((name) => /^\d+$/.test(name))
      .map(async (name) => {
        const stat = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
        if (stat) parentOf.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      }),
  );
  return parentOf;
}

/**
 * CPU time of a process and all its descendants now running, in milliseconds
 * (a database server's backends are its children). Undefined where there is no /proc.
 */
export async function processTreeCpuMs(pid: number): Promise<number | undefined> {
  const own = await processCpuMs(pid);
  if (own === undefined) return undefined;
  const parentOf = await parents();
  const tree = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of parentOf) {
      if (tree.has(parent) && !tree.has(child)) {
        tree.add(child);
        grew = true;
      }
    }
  }
  tree.delete(pid);
  const children = await Promise.all([...tree].map((child) => processCpuMs(child)));
  return children.reduce<number>((sum, ms) => sum + (ms ?? 0), own);
}

/**
 * CPU time of every thread of a process now running, in milliseconds to the
 * nanosecond, from /proc/<pid>/task/<tid>/schedstat; undefined where there is
 * none. /proc/<pid>/stat counts in 10 ms ticks, too coarse for one request.
 */
export async function processThreadsCpuMs(pid: number): Promise<number | undefined> {
  try {
    const threads = await readdir(`/proc/${pid}/task`);
    const runtimes = await Promise.all(
      threads.map((tid) =>
        readFile(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').then(
          (stat) => Number(stat.split(' ')[0]),
          () => 0,
        ),
      ),
    );
    return runtimes.reduce((sum, ns) => sum + ns, 0) / 1e6;
  } catch {
    return undefined;
  }
}
