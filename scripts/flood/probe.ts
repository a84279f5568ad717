/** Latency percentiles in ms over the probe's requests, and how many failed or answered other than 200. */
export interface ProbeResult {
  p50: number;
  p99: number;
  failures: number;
}

/** Requests made before the probe counts: a new process's first ones load its HTTP client and warm its JIT. */
const warmUpRequests = 5;

/**
 * A visitor loading one cached page, one request after another, while a flood
 * runs: its latencies say what the flood costs everyone else. `ready` resolves
 * once its first few requests are done; only the requests after them count, so
 * the process's own start-up (seconds on two cores a flood is filling) is
 * never read as the server's wait.
 */
export function startProbe(url: string): { ready: Promise<void>; stop(): Promise<ProbeResult> } {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  let made = 0;
  let warmed: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (warmed = resolve));
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      let failed = false;
      try {
        const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' }, signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        failed = res.status !== 200;
      } catch {
        failed = true;
      }
      made += 1;
      if (made > warmUpRequests) {
        latencies.push(performance.now() - started);
        if (failed) failures += 1;
      } else if (made === warmUpRequests) warmed();
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    ready,
    async stop() {
      running = false;
      await loop;
      const sorted = latencies.sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
      return { p50: at(0.5), p99: at(0.99), failures };
    },
  };
}
