import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { Server } from 'node:http';
import { createLimitedServer, serverLimits } from '../../server/server-limits.server';

// Small limits keep the test short; the sweep interval is the production one.
const limits = { ...serverLimits, headersTimeout: 1_500, requestTimeout: 3_000 };
const slack = 2_000;

let server: Server;
let port: number;

beforeAll(async () => {
  server = createLimitedServer((req, res) => {
    req.resume();
    req.on('end', () => res.end('ok'));
  }, limits);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens a socket, sends `first`, then one byte of `trickle` every 300 ms; resolves with how long the server kept it. */
function trickle(first: string, drip: string, giveUpMs: number): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(first));
    const timer = setInterval(() => socket.writable && socket.write(drip), 300);
    const done = () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve(Date.now() - started);
    };
    const giveUp = setTimeout(done, giveUpMs);
    socket.on('error', () => {});
    socket.on('close', done);
  });
}

describe('slow clients', () => {
  it('cuts a client that sends its headers slowly at about headersTimeout', async () => {
    const kept = await trickle('GET / HTTP/1.1\r\nHost: x\r\n', 'X', limits.headersTimeout + slack + 5_000);
    expect(kept).toBeLessThan(limits.headersTimeout + slack);
  }, 15_000);

  it('cuts a client that sends its body slowly at about requestTimeout', async () => {
    const kept = await trickle('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n', 'x', limits.requestTimeout + slack + 5_000);
    expect(kept).toBeLessThan(limits.requestTimeout + slack);
  }, 15_000);
});
