import type { RequestListener, Server } from 'node:http';
import closeWithGrace from 'close-with-grace';
import type { Logger } from 'pino';
import { trackConnections } from './drain-connections.server';
import { createLimitedServer } from './server-limits.server';

export interface ServeOptions {
  port: number;
  host: string;
  shutdownTimeoutMs: number;
  logger: Logger;
  /** Called once the server has stopped accepting and every request finished (close storage here). */
  onStopped: () => Promise<void>;
  onListening?: (port: number) => void;
}

/** How long closing storage (the outbox's last send, the SQLite worker, the PostgreSQL pool) may take after the drain before the process exits anyway. */
const cleanupMs = 10_000;

/**
 * Listens, and on SIGTERM or SIGINT (close-with-grace) stops accepting new
 * connections, lets requests in flight finish (up to the drain limit, then
 * cuts them), closes storage and exits 0. An uncaught exception or unhandled
 * rejection is logged and closes the same way, exiting 1. A second signal, or
 * cleanup still running past its own limit, exits 1 at once.
 */
export function serve(handler: RequestListener, opts: ServeOptions): Server {
  const server = createLimitedServer(handler);
  const connections = trackConnections(server);
  server.listen(opts.port, opts.host, () => {
    const address = server.address();
    opts.onListening?.(typeof address === 'object' && address ? address.port : opts.port);
  });

  closeWithGrace(
    {
      delay: opts.shutdownTimeoutMs + cleanupMs,
      logger: opts.logger,
      // SIGUSR2 is the load test's "collect garbage now" (scripts/loadtest.ts); SIGHUP and the fault signals keep Node's own handling.
      skip: ['SIGHUP', 'SIGQUIT', 'SIGILL', 'SIGTRAP', 'SIGABRT', 'SIGBUS', 'SIGFPE', 'SIGSEGV', 'SIGUSR2', 'beforeExit'],
    },
    async ({ signal, err }) => {
      if (err) opts.logger.fatal({ err }, 'uncaught error: no new connections, finishing requests in flight');
      else opts.logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
      const deadline = setTimeout(() => {
        opts.logger.warn('requests still in flight at the drain limit; closing them');
        server.closeAllConnections();
      }, opts.shutdownTimeoutMs);
      deadline.unref();
      await new Promise<void>((resolve) => connections.drain(resolve));
      clearTimeout(deadline);
      await opts.onStopped().catch((error: unknown) => opts.logger.error({ err: error }, 'cleanup after shutdown failed'));
      opts.logger.info('stopped');
      opts.logger.flush();
    },
  );
  return server;
}
