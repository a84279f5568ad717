/** Latency percentiles in ms over the probe's requests, and how many failed or answered other than 200. */
export interface ProbeResult {
  p50: number;
  p99: number;
  failures: number;
}

/**
 * A visitor loading one cached page, one request after another, while a flood
 * runs: its latencies say what the flood costs everyone else.
 */
export function startProbe(url: string): { stop(): Promise<ProbeResult> } {
  const latencies: number[] = [];
  let failures = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' }, signal: AbortSignal.timeout(5_000) });
        await res.arrayBuffer();
        if (res.status !== 200) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      const sorted = latencies.sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
      return { p50: at(0.5), p99: at(0.99), failures };
    },
  };
}
