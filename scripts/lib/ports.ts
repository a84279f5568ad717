// Loopback ports for test and script servers.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Listens on `port` (0: one the kernel picks) on loopback and closes again: the port it had, or a rejection if it was taken. */
function listenAndClose(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}

export function freePort(): Promise<number> {
  return listenAndClose(0);
}

/** The first port the kernel hands out for `listen(0)` and outgoing connections (Linux's ip_local_port_range; 32768 elsewhere). */
function ephemeralPortsFrom(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(low) && low > 12_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

/**
 * A free port below the kernel's ephemeral range, for a server that is stopped and started again on the same port (a
 * replica, a PostgreSQL cluster, a fake API host) or that a test starts only after clients have tried it. A port
 * `freePort` gives is in that range, so while its server is down the kernel may give it to any other test's `listen(0)`
 * or outgoing connection, and the restarted server then cannot have it back.
 */
export async function restartablePort(): Promise<number> {
  const below = ephemeralPortsFrom();
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      return await listenAndClose(10_000 + Math.floor(Math.random() * (below - 10_000)));
    } catch {
      // Taken: try another.
    }
  }
  throw new Error(`no free port between 10000 and ${below}`);
}
