import type { RequestListener, Server } from 'node:http';
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

/**
 * Listens, and on SIGTERM/SIGINT stops accepting new connections, lets requests
 * in flight finish (up to the drain limit, then cuts them), and exits 0.
 */
export function serve(handler: RequestListener, opts: ServeOptions): Server {
  const server = createLimitedServer(handler);
  const connections = trackConnections(server);
  server.listen(opts.port, opts.host, () => {
    const address = server.address();
    opts.onListening?.(typeof address === 'object' && address ? address.port : opts.port);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    opts.logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const deadline = setTimeout(() => {
      opts.logger.warn('requests still in flight at the drain limit; closing them');
      server.closeAllConnections();
    }, opts.shutdownTimeoutMs);
    deadline.unref();
    const stopped = async () => {
      clearTimeout(deadline);
      await opts.onStopped().catch((error: unknown) => opts.logger.error({ err: error }, 'cleanup after shutdown failed'));
      opts.logger.info('stopped');
      opts.logger.flush();
      process.exit(0);
    };
    connections.drain(() => void stopped());
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  return server;
}
