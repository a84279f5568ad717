import request from 'supertest';
import type { App } from '../../server/app';
import { readinessReuseMs } from '../../server/health.server';

/** GET /readyz once the previous readiness answer (shared by every caller for a second) has expired, so it reflects what changed since. */
export async function freshReadiness(app: App) {
  await new Promise((resolve) => setTimeout(resolve, readinessReuseMs + 50));
  return request(app).get('/readyz');
}
