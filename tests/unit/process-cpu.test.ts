import { spawn } from 'node:child_process';
import { processCpuMs, processTreeCpuMs } from '../../scripts/bench/process-cpu';

const linux = process.platform === 'linux';

(linux ? describe : describe.skip)('bench: CPU time of a server process', () => {
  it('grows by about the CPU time the process spent', async () => {
    const before = await processCpuMs(process.pid);
    const usageBefore = process.cpuUsage();
    const until = Date.now() + 300;
    while (Date.now() < until);
    const after = await processCpuMs(process.pid);
    const used = process.cpuUsage(usageBefore);
    const spentMs = (used.user + used.system) / 1000;
    expect(before).toBeGreaterThan(0);
    // /proc counts in 10 ms ticks and includes the other threads (GC), so allow a tick or two either way.
    expect(after! - before!).toBeGreaterThanOrEqual(spentMs - 20);
    expect(after! - before!).toBeLessThan(spentMs * 3 + 50);
  });

  it('answers undefined for a process that does not exist', async () => {
    expect(await processCpuMs(2 ** 22 + 1)).toBeUndefined();
  });

  it('counts the CPU time of child processes in the tree, not in the process alone', async () => {
    const child = spawn(process.execPath, ['-e', 'const until = Date.now() + 400; while (Date.now() < until);']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const [own, tree] = await Promise.all([processCpuMs(process.pid), processTreeCpuMs(process.pid)]);
    await new Promise((resolve) => child.once('exit', resolve));
    expect(tree! - own!).toBeGreaterThanOrEqual(50);
  });
});
