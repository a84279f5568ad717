import { createServer, type RequestListener, type Server } from 'node:http';

export interface ServerLimits {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  maxHeadersCount: number;
  maxHeaderSize: number;
  /**
   * Node enforces headersTimeout and requestTimeout only when it sweeps its
   * connections, every 30 s by default: a slow client then lives up to 30 s past
   * either limit. A one-second sweep holds them to about the limits.
   */
  connectionsCheckingInterval: number;
  /** Open connections past which idle keep-alive sockets are closed, so held sockets cannot starve new visitors of descriptors. */
  idleCloseAt: number;
  /** Open connections past which new ones are refused outright: the last guard of the process's descriptors. */
  maxConnections: number;
}

/**
 * Deliberate limits instead of Node's defaults: slow or half-open clients are
 * cut off, and an idle keep-alive socket is closed after a few seconds (a
 * browser reuses one within a page view; a socket held longer only costs a
 * descriptor). A proxy in front keeps its own idle upstream sockets for less
 * than this (deploy/nginx.conf: 4 s), so it never reuses one the server is closing.
 */
export const serverLimits: ServerLimits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 5_000,
  maxHeadersCount: 100,
  maxHeaderSize: 16 * 1024,
  connectionsCheckingInterval: 1_000,
  idleCloseAt: 768,
  maxConnections: 1_024,
};

export function createLimitedServer(handler: RequestListener, limits: ServerLimits = serverLimits): Server {
  const server = createServer({ maxHeaderSize: limits.maxHeaderSize, connectionsCheckingInterval: limits.connectionsCheckingInterval }, handler);
  server.headersTimeout = limits.headersTimeout;
  server.requestTimeout = limits.requestTimeout;
  server.keepAliveTimeout = limits.keepAliveTimeout;
  server.maxHeadersCount = limits.maxHeadersCount;
  server.maxConnections = limits.maxConnections;
  let open = 0;
  server.on('connection', (socket) => {
    open += 1;
    socket.once('close', () => (open -= 1));
    if (open > limits.idleCloseAt) server.closeIdleConnections();
  });
  return server;
}
