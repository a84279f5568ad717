import { execFileSync } from 'node:child_process';
import { Writable } from 'node:stream';
import pino from 'pino';
import request from 'supertest';
import { outcomes } from '../../shared/content/generated/forms';
import { type ThrowawayPostgres } from '../../scripts/lib/throwaway-postgres';
import { freePort } from '../../scripts/lib/ports';
import { clusterForSuite, freshDatabase } from '../support/postgres-cluster';
import { storedRows } from '../support/stored-rows';
import { createTestApp, type TestApp } from '../support/test-app';
import { waitFor } from '../support/wait-for';
import { firstItems, must } from '../support/must';

let cluster: ThrowawayPostgres;
beforeAll(async () => {
  cluster = await clusterForSuite();
});
afterAll(() => cluster?.stop());

const apps: TestApp[] = [];
const app = async (env: Record<string, string>, logger?: pino.Logger) => {
  const t = await createTestApp(env, { logger });
  apps.push(t);
  return t;
};
afterEach(async () => {
  await Promise.all(apps.splice(0).map((t) => t.close()));
});

const contact = (comment: string) => ({ name: 'Asha Mehta', email: 'asha@example.com', phone: '+1 555 0100', comment });

describe('the site on PostgreSQL', () => {
  it('reports not ready within seconds of the database stopping, refuses posts with 503, and recovers by itself when it returns', async () => {
    const url = await freshDatabase(cluster, 'outage');
    const env = { DATABASE_URL: url, FORM_RATE_LIMIT: '1000' };
    const t = await app(env);
    const ready = async (target: TestApp) => (await request(target.app).get('/readyz')).status === 200;
    expect((await request(t.app).post('/api/contact').send(contact('before'))).status).toBe(200);
    expect(await ready(t)).toBe(true);

    // While the database is down the rate-limit store reports each failed count on the console; that is expected here.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cluster.pause();
    try {
      const notReadyAfter = await waitFor('/readyz to fail', async () => !(await ready(t)), 5_000);
      expect(notReadyAfter).toBeLessThan(5_000);
      const refused = await request(t.app).post('/api/contact').send(contact('during'));
      expect(refused.status).toBe(503);
      expect(refused.body).toMatchObject({ success: false, error: outcomes.storageDown });
      // A replica that starts while the database is down serves pages and waits for it.
      const late = await app(env);
      expect(await ready(late)).toBe(false);
      expect((await request(late.app).get('/pricing')).status).toBe(200);
      expect((await request(late.app).post('/api/contact').send(contact('during, late'))).status).toBe(503);
    } finally {
      cluster.start();
    }
    await waitFor('/readyz to pass', () => ready(t), 10_000);
    consoleError.mockRestore();
    expect((await request(t.app).post('/api/contact').send(contact('after'))).status).toBe(200);
    const late = must(apps[1], 'the app started while the database was down');
    await waitFor("the late app's /readyz to pass", () => ready(late), 15_000);
    expect((await request(late.app).post('/api/contact').send(contact('after, late'))).status).toBe(200);
    expect((await storedRows(t.config)).map((r) => r.body).sort()).toEqual(['after', 'after, late', 'before']);
  }, 60_000);

  it('lives through the database stopping the moment the first post has opened the shared rate-limit count', async () => {
    // The first post opens the rate-limit store; a store that kept a connection of its own open past that answer (the
    // library's constructor ran its migrations again on a client nobody listened to) ended the process when it was cut.
    const url = await freshDatabase(cluster, 'first_post');
    const t = await app({ DATABASE_URL: url, FORM_RATE_LIMIT: '1000' });
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await request(t.app).post('/api/contact').send(contact('opens the count'))).status).toBe(200);
    cluster.pause();
    try {
      await waitFor('/readyz to fail', async () => (await request(t.app).get('/readyz')).status === 503, 5_000);
      expect((await request(t.app).post('/api/contact').send(contact('while down'))).status).toBe(503);
    } finally {
      cluster.start();
    }
    await waitFor('/readyz to pass', async () => (await request(t.app).get('/readyz')).status === 200, 10_000);
    consoleError.mockRestore();
    expect((await request(t.app).post('/api/contact').send(contact('after'))).status).toBe(200);
  }, 30_000);

  it('reports not ready within seconds when the database stops answering without closing its connections', async () => {
    const url = await freshDatabase(cluster, 'hung');
    // Shorter than the defaults (5 s and 2 s), so the wait below is seconds, not most of the suite.
    const t = await app({ DATABASE_URL: url, FORM_RATE_LIMIT: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '1500', DATABASE_CONNECT_TIMEOUT_MS: '1000' });
    expect((await request(t.app).get('/readyz')).status).toBe(200);
    // SIGSTOP freezes the server and every backend: connections stay open and nothing answers, like a host that vanished.
    const postmaster = cluster.pid();
    const pids = [
      postmaster,
      ...execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
        .trim()
        .split(/\s+/)
        .map(Number),
    ];
    for (const pid of pids) process.kill(pid, 'SIGSTOP');
    try {
      // One readiness answer serves every caller for a second; the next one checks again.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const started = Date.now();
      const ready = await request(t.app).get('/readyz');
      expect([ready.status, Date.now() - started < 4_000]).toEqual([503, true]);
      // The statement timeout plus the connect timeout bound a post: then 503, never a hang or a false success.
      expect((await request(t.app).post('/api/contact').send(contact('while hung'))).status).toBe(503);
    } finally {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    }
    await waitFor('/readyz to pass', async () => (await request(t.app).get('/readyz')).status === 200, 10_000);
  }, 30_000);

  it('never writes the password in DATABASE_URL to a log line or an answer', async () => {
    const password = 'Pa55-w0rd-never-logged';
    let logged = '';
    const logger = pino({ level: 'debug' }, new Writable({ write: (chunk: Buffer, _enc, done) => ((logged += chunk.toString()), done()) }));
    const errors: string[] = [];
    const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
    try {
      const closedPort = await freePort();
      const nowhere = await app({ DATABASE_URL: `postgres://site:${password}@127.0.0.1:${closedPort}/site`, FORM_RATE_LIMIT: '1000' }, logger);
      const noSuchDatabase = await app({ DATABASE_URL: `postgresql://postgres:${password}@127.0.0.1:${cluster.port}/no_such_database` }, logger);
      for (const t of [nowhere, noSuchDatabase]) {
        const post = await request(t.app).post('/api/contact').send(contact('hello'));
        expect(post.status).toBe(503);
        expect(post.text).not.toContain(password);
        const ready = await request(t.app).get('/readyz');
        expect([ready.status, ready.text.includes(password)]).toEqual([503, false]);
      }
    } finally {
      consoleError.mockRestore();
    }
    expect(logged).toContain('message storage cannot be opened');
    expect(logged).toContain('ECONNREFUSED');
    expect(logged).toContain('no_such_database');
    expect(logged).toContain('site:***@127.0.0.1');
    expect(logged).not.toContain(password);
    expect(errors.join('\n')).not.toContain(password);
  });

  it('counts the form rate limit across replicas: the sixth post to either of two gets 429', async () => {
    const url = await freshDatabase(cluster, 'rate_limit');
    const env = { DATABASE_URL: url, FORM_RATE_LIMIT: '5', FORM_RATE_WINDOW_MS: '60000' };
    const replicas = await Promise.all([app(env), app(env)]);
    const post = (i: number) =>
      request(replicas[i % 2 ? 1 : 0].app)
        .post('/api/contact')
        .send(contact(`post ${i}`));
    // The first posts reach both replicas at once, so both set up the limiter's schema together.
    const statuses = (await Promise.all([post(0), post(1)])).map((res) => res.status);
    for (let i = 2; i < 6; i++) statuses.push((await post(i)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it('answers a key reused for another message with 422 on either replica, and a retry of the first with 200, storing one row', async () => {
    const url = await freshDatabase(cluster, 'key_reuse_app');
    const replicas = await Promise.all([app({ DATABASE_URL: url }), app({ DATABASE_URL: url })]);
    const post = (i: number, comment: string) =>
      request(replicas[i % 2 ? 1 : 0].app)
        .post('/api/contact')
        .set('Idempotency-Key', 'one-key')
        .send(contact(comment));
    const statuses = (await Promise.all([post(0, 'first'), post(1, 'second'), post(0, 'third'), post(1, 'fourth')])).map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(3);
    const [row] = firstItems(await storedRows({ dataDir: '', database: replicas[0].config.database }), 1, 'stored rows');
    expect((await post(1, row.body)).status).toBe(200);
    expect(await storedRows({ dataDir: '', database: replicas[0].config.database })).toHaveLength(1);
  });
});
