import { spawn } from 'node:child_process';
import { processCpuMs, processThreadsCpuMs, processTreeCpuMs } from '../../scripts/bench/process-cpu';

const linux = process.platform === 'linux';

(linux ? describe : describe.skip)('bench: CPU time of a server process', () => {
  it('grows by about the CPU time the process spent', async () => {
    const before = await processCpuMs(process.pid);
    const usageBefore = process.cpuUsage();
    const until = Date.now() + 300;
    while (Date.now() < until);
    // Read before the second /proc read, so the /proc interval holds this one: CPU spent while that read is awaited (other threads, under load) counts only there.
    const used = process.cpuUsage(usageBefore);
    const after = await processCpuMs(process.pid);
    const spentMs = (used.user + used.system) / 1000;
    expect(before).toBeGreaterThan(0);
    // /proc counts in 10 ms ticks and includes the other threads (GC), so allow a tick or two either way.
    expect(after! - before!).toBeGreaterThanOrEqual(spentMs - 20);
    expect(after! - before!).toBeLessThan(spentMs * 3 + 50);
  });

  it('answers undefined for a process that does not exist', async () => {
    expect(await processCpuMs(2 ** 22 + 1)).toBeUndefined();
    expect(await processThreadsCpuMs(2 ** 22 + 1)).toBeUndefined();
  });

  it('counts the threads to below a millisecond, where /proc/<pid>/stat counts in 10 ms ticks', async () => {
    const before = await processThreadsCpuMs(process.pid);
    const usageBefore = process.cpuUsage();
    const until = Date.now() + 30;
    while (Date.now() < until);
    const used = process.cpuUsage(usageBefore);
    const after = await processThreadsCpuMs(process.pid);
    const spentMs = (used.user + used.system) / 1000;
    expect(after! - before!).toBeGreaterThanOrEqual(spentMs - 1);
    expect(after! - before!).toBeLessThan(spentMs * 3 + 20);
  });

  it('counts the CPU time of child processes in the tree, not in the process alone', async () => {
    // The child spends 200 ms of CPU (however long a busy host takes to give it that), says so, and stays until killed.
    const child = spawn(process.execPath, ['-e', 'while (process.cpuUsage().user < 200_000); process.stdout.write("spun"); setInterval(() => {}, 1000);']);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      await new Promise((resolve) => child.stdout.once('data', resolve));
      const [own, tree] = await Promise.all([processCpuMs(process.pid), processTreeCpuMs(process.pid)]);
      expect(tree! - own!).toBeGreaterThanOrEqual(150);
    } finally {
      child.kill();
      await exited;
    }
  });
});
