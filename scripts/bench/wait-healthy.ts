import type { ChildProcess } from 'node:child_process';

interface WaitOptions {
  /** What to poll: /healthz (serving) unless told, /readyz for a replica that must also store messages. */
  path?: string;
  /** The server's process: once it has exited, waiting longer is pointless. */
  child?: ChildProcess;
  pollMs?: number;
  timeoutMs?: number;
}

/** Polls the server until it answers, for up to the given time. */
export async function waitHealthy(origin: string, { path = '/healthz', child, pollMs = 200, timeoutMs = 30_000 }: WaitOptions = {}): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) throw new Error(`${origin} exited with ${String(child.exitCode ?? child.signalCode)} before ${path} answered`);
    try {
      if ((await fetch(`${origin}${path}`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
  throw new Error(`${origin}${path} did not answer within ${timeoutMs} ms`);
}
