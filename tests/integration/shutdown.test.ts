import type { ChildProcess } from 'node:child_process';
import { Agent, get as httpGet } from 'node:http';
import { json, startFakeApiHost, type FakeApiHost } from '../support/fake-api-host';
import { spawnServer } from '../support/spawn-server';

const contact = (i: number) => ({ name: `Person ${i}`, email: 'p@example.com', phone: '+1 555 0100', comment: `in flight ${i}` });

describe('graceful shutdown', () => {
  let host: FakeApiHost | undefined;
  let server: ChildProcess | undefined;
  // A failed expectation must not leave the server or the fake host running: jest would never exit.
  afterEach(async () => {
    if (server?.exitCode === null) server.kill('SIGKILL');
    await host?.close();
  });

  it('finishes every request in flight after SIGTERM, refuses new connections, and exits 0 as soon as they are done', async () => {
    host = await startFakeApiHost((req, res) => {
      setTimeout(() => (req.method === 'POST' ? json(res, 200, { success: true }) : json(res, 200, { _id: 'x', title: 'Slow', description: '<p>x</p>', category: 'Tax', image: '' })), 800);
    });
    const { child, port, exited } = await spawnServer({ API_ORIGIN: host.origin, UPSTREAM_TIMEOUT_MS: '5000', SHUTDOWN_TIMEOUT_MS: '60000', FORM_RATE_LIMIT: '1000' });
    server = child;
    const base = `http://127.0.0.1:${port}`;

    const reads = Array.from({ length: 6 }, () => fetch(`${base}/api/blogs/x`).then((r) => r.status));
    const posts = Array.from({ length: 4 }, (_, i) =>
      fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact(i)) }).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      })),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 150));
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();

    expect(await Promise.all(reads)).toEqual([200, 200, 200, 200, 200, 200]);
    const answered = await Promise.all(posts);
    expect(answered.every((a) => a.status === 200 && a.body.success === true)).toBe(true);
    // The drain limit is a minute, past this test's timeout: fetch's keep-alive
    // connections, left open after their last answer, would hold the exit until then.
    expect(await exited).toBe(0);
    const delivered = host.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.body).comment);
    for (let i = 0; i < 4; i++) expect(delivered).toContain(`in flight ${i}`);
  });
});

describe('keep-alive clients through a deploy', () => {
  let server: ChildProcess | undefined;
  afterEach(() => {
    if (server?.exitCode === null) server.kill('SIGKILL');
  });

  it('no request a client has sent is reset, and answers once draining say Connection: close', async () => {
    const { child, port, exited } = await spawnServer({ SHUTDOWN_TIMEOUT_MS: '20000' });
    server = child;
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const resets: string[] = [];
    // When the first Connection: close arrived, the server was draining: every
    // request sent after that must be answered with it too.
    let drainingSeenAt = Infinity;
    const sentWhileDraining: Array<string | undefined> = [];
    let answered = 0;

    const get = () =>
      new Promise<void>((resolve, reject) => {
        const sentAt = Date.now();
        const req = httpGet({ host: '127.0.0.1', port, path: '/robots.txt', agent }, (res) => {
          res.resume();
          res.on('end', () => {
            answered += 1;
            if (sentAt > drainingSeenAt) sentWhileDraining.push(res.headers.connection);
            if (res.headers.connection === 'close') drainingSeenAt = Math.min(drainingSeenAt, Date.now());
            resolve();
          });
        });
        req.on('error', reject);
      });

    // Each client hammers until the server refuses a new connection (it has stopped
    // listening), bounded so a server that never stops cannot hang the test.
    const client = async () => {
      for (let i = 0; i < 5000; i++) {
        try {
          await get();
        } catch (error) {
          const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
          if (code === 'ECONNREFUSED') return;
          resets.push(code);
        }
      }
    };
    const clients = Array.from({ length: 8 }, client);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const answeredBeforeSignal = answered;
    child.kill('SIGTERM');
    await Promise.all(clients);
    agent.destroy();

    expect(answeredBeforeSignal).toBeGreaterThan(0);
    expect(resets).toEqual([]);
    expect(drainingSeenAt).toBeLessThan(Infinity);
    expect(sentWhileDraining.every((c) => c === 'close')).toBe(true);
    expect(await exited).toBe(0);
  }, 30_000);
});
