import type { Server } from 'node:http';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { createLimitedServer, serverLimits } from '../../server/server-limits.server';

// The production keep-alive timeout; a small connection cap keeps the test short.
const limits = { ...serverLimits, idleCloseAt: 10, maxConnections: 40 };
let server: Server;
let port: number;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = createLimitedServer((_req, res) => res.end('ok'), limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A keep-alive connection that makes one request and then sits idle; resolves once the answer is in, with a promise of its close. */
function idleClient(): Promise<{ closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    sockets.push(socket);
    let answered = false;
    const closed = new Promise<number>((done) => socket.once('close', () => done(Date.now())));
    socket.on('error', () => {});
    socket.once('connect', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n'));
    socket.on('data', (chunk: Buffer) => {
      if (!answered && chunk.toString().includes('ok')) {
        answered = true;
        clearTimeout(timer);
        resolve({ closed });
      }
    });
    const timer = setTimeout(() => reject(new Error('no answer')), 3_000);
  });
}

function visit(): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/', agent: new Agent({ keepAlive: false }) }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('idle keep-alive connections', () => {
  it('are closed after a few seconds, not held for a minute', async () => {
    expect(limits.keepAliveTimeout).toBeLessThanOrEqual(10_000);
    const started = Date.now();
    const { closed } = await idleClient();
    const heldMs = (await closed) - started;
    expect(heldMs).toBeGreaterThanOrEqual(limits.keepAliveTimeout - 100);
    expect(heldMs).toBeLessThan(limits.keepAliveTimeout + 2_000);
  });

  it('are closed to make room once too many are open, so a new visitor is still served', async () => {
    const idle = await Promise.all(Array.from({ length: 30 }, () => idleClient()));
    const closedAt = Promise.race(idle.map((client) => client.closed));
    expect(await visit()).toBe(200);
    // Closed for room, well before their keep-alive timeout would have closed them.
    const firstClosed = await Promise.race([closedAt, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 500).unref())]);
    expect(firstClosed).not.toBe(Infinity);
  });
});
