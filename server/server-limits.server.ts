import type { Server } from 'node:http';

/**
 * Deliberate limits instead of Node's defaults: slow or half-open clients are
 * cut off, keep-alive outlives a typical load balancer's idle timeout.
 */
export const serverLimits = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  maxHeadersCount: 100,
  maxHeaderSize: 16 * 1024,
} as const;

export function applyServerLimits(server: Server): void {
  server.headersTimeout = serverLimits.headersTimeout;
  server.requestTimeout = serverLimits.requestTimeout;
  server.keepAliveTimeout = serverLimits.keepAliveTimeout;
  server.maxHeadersCount = serverLimits.maxHeadersCount;
}
