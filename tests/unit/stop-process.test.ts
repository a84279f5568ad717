import { spawn } from 'node:child_process';
import { stopProcess } from '../../scripts/lib/stop-process';

/** A Node process that is listening for signals once it prints "up". */
async function started(script: string) {
  const child = spawn(process.execPath, ['-e', `${script}; console.log('up'); setInterval(() => {}, 1000);`]);
  await new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return child;
}

describe('stopping a process of the replicas deployment', () => {
  it('lets a process that honours the signal exit by it', async () => {
    const child = await started('');
    await stopProcess(child, 'SIGTERM', 5_000);
    expect(child.signalCode).toBe('SIGTERM');
  });

  it('kills a process still running after the grace period, so stopping never hangs', async () => {
    const child = await started("process.on('SIGTERM', () => {})");
    await stopProcess(child, 'SIGTERM', 300);
    expect(child.signalCode).toBe('SIGKILL');
  });
});
