import express from 'express';
import request from 'supertest';
import { healthRoutes } from '../../server/health.server';
import type { SiteApi } from '../../server/site-api/site-api';

function fakeApi(answers: boolean[]) {
  let calls = 0;
  const api = { mode: 'embedded', ready: () => Promise.resolve(answers[Math.min(calls++, answers.length - 1)]) } as unknown as SiteApi;
  return { api, calls: () => calls };
}

describe('/readyz', () => {
  it('checks storage (a durable write) at most once a second, however often it is asked', async () => {
    let clock = 0;
    const { api, calls } = fakeApi([true, false]);
    const app = express().use(healthRoutes(api, () => clock));
    const statuses = await Promise.all(
      Array.from({ length: 50 }, () =>
        request(app)
          .get('/readyz')
          .then((res) => res.status),
      ),
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    clock = 999;
    expect((await request(app).get('/readyz')).status).toBe(200);
    expect(calls()).toBe(1);
    clock = 1_000;
    expect((await request(app).get('/readyz')).status).toBe(503);
    expect(calls()).toBe(2);
  });
});
