import { spawnSync } from 'node:child_process';
import request from 'supertest';
import { outcomes } from '../../shared/content/generated/forms';
import { canFreezeFiles } from '../support/can-freeze';
import { createTestApp, type TestApp } from '../support/test-app';
import { storedRows } from '../support/stored-rows';
import { freshReadiness } from '../support/fresh-readiness';

let t: TestApp;
beforeAll(async () => {
  // A 200 KB cap stands in for a full disk: SQLite refuses the write the same way (SQLITE_FULL). The schema alone
  // (messages, outbox, reminders and their indexes) takes part of it: 100 KB no longer left room for a message.
  t = await createTestApp({ DATA_MAX_MB: '0.2', FORM_RATE_LIMIT: '100000' });
});
afterAll(() => t.close());

describe('message storage that runs out of room', () => {
  it('keeps every acknowledged message, then answers 503 with a clear message and reports not ready', async () => {
    expect((await freshReadiness(t.app)).status).toBe(200);
    const acknowledged: string[] = [];
    let refused: request.Response | undefined;
    for (let i = 0; i < 400 && !refused; i++) {
      const comment = `Message ${i} ${'x'.repeat(1500)}`;
      const res = await request(t.app).post('/api/contact').send({ name: 'Asha Mehta', email: 'asha@example.com', phone: '+1 555 0100', comment });
      if (res.status === 200) acknowledged.push(comment);
      else refused = res;
    }
    expect(acknowledged.length).toBeGreaterThan(5);
    expect(refused?.status).toBe(503);
    expect(refused?.body).toMatchObject({ success: false, error: outcomes.storageDown });

    const ready = await freshReadiness(t.app);
    expect([ready.status, ready.body.status]).toEqual([503, 'unavailable']);

    const stored = new Set((await storedRows(t.config)).map((r) => r.body));
    expect(acknowledged.filter((m) => !stored.has(m))).toEqual([]);
    // Pages do not depend on storage.
    expect((await request(t.app).get('/pricing')).status).toBe(200);
  });

  it('answers the no-JavaScript contact form with the same clear message', async () => {
    const res = await request(t.app)
      .post('/contact')
      .type('form')
      .send({ name: 'Asha Mehta', email: 'asha@example.com', phone: '+1 555 0100', comment: `Later ${'y'.repeat(1500)}` });
    expect(res.status).toBe(503);
    expect(res.text).toContain('We cannot accept messages right now');
  });
});

describe('a disk nearly full', () => {
  it('makes the site report not ready before a write would fail', async () => {
    // More free space required than any test machine has: the same answer as a disk with too little left.
    const nearlyFull = await createTestApp({ DATA_MIN_FREE_MB: String(1024 ** 3) });
    const ready = await freshReadiness(nearlyFull.app);
    expect([ready.status, ready.body.status]).toEqual([503, 'unavailable']);
    expect((await request(nearlyFull.app).get('/')).status).toBe(200);
    await nearlyFull.close();
  });
});

describe('a data folder that turns read-only', () => {
  const canFreeze = canFreezeFiles();

  (canFreeze ? it : it.skip)('makes the site report not ready, while pages keep serving', async () => {
    const app = await createTestApp();
    try {
      expect((await freshReadiness(app.app)).status).toBe(200);
      expect(spawnSync('chattr', ['+i', app.config.dataDir]).status).toBe(0);
      const ready = await freshReadiness(app.app);
      expect([ready.status, ready.body.status]).toEqual([503, 'unavailable']);
      expect((await request(app.app).get('/help')).status).toBe(200);
      expect(spawnSync('chattr', ['-i', app.config.dataDir]).status).toBe(0);
      expect((await freshReadiness(app.app)).status).toBe(200);
    } finally {
      spawnSync('chattr', ['-i', app.config.dataDir]);
      await app.close();
    }
  });
});
