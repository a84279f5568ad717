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
}

/**
 * Deliberate limits instead of Node's defaults: slow or half-open clients are
 * cut off, keep-alive outlives a typical load balancer's idle timeout.
 */
export const serverLimits: ServerLimits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  maxHeadersCount: 100,
  maxHeaderSize: 16 * 1024,
  connectionsCheckingInterval: 1_000,
};

export function createLimitedServer(handler: RequestListener, limits: ServerLimits = serverLimits): Server {
  const server = createServer({ maxHeaderSize: limits.maxHeaderSize, connectionsCheckingInterval: limits.connectionsCheckingInterval }, handler);
  server.headersTimeout = limits.headersTimeout;
  server.requestTimeout = limits.requestTimeout;
  server.keepAliveTimeout = limits.keepAliveTimeout;
  server.maxHeadersCount = limits.maxHeadersCount;
  return server;
}
