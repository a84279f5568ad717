import { createServer } from 'node:http';
import { applyServerLimits, serverLimits } from '../../server/server-limits.server';

describe('server limits', () => {
  it('are set deliberately rather than left at Node defaults', () => {
    const server = createServer();
    applyServerLimits(server);
    expect(server.headersTimeout).toBe(serverLimits.headersTimeout);
    expect(server.requestTimeout).toBe(serverLimits.requestTimeout);
    expect(server.keepAliveTimeout).toBe(serverLimits.keepAliveTimeout);
    expect(server.maxHeadersCount).toBe(serverLimits.maxHeadersCount);
    expect(serverLimits.requestTimeout).toBeGreaterThan(0);
    expect(serverLimits.keepAliveTimeout).toBeLessThan(serverLimits.requestTimeout * 3);
  });
});
