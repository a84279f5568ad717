import { Router } from 'express';
import type { SiteApi } from './site-api/site-api';

/** How long one readiness answer (and the durable heartbeat write behind it) serves every caller. */
export const readinessReuseMs = 1_000;

/** /healthz: the process answers. /readyz: it can also store messages (or reach the API host). */
export function healthRoutes(api: SiteApi, now: () => number = Date.now): Router {
  const router = Router();
  // Checking readiness commits a row; a load balancer, or a flood, asking thousands of times a second must not mean thousands of fsyncs.
  let latest: { at: number; ready: Promise<boolean> } | undefined;
  const ready = (): Promise<boolean> => {
    const at = now();
    if (!latest || at - latest.at >= readinessReuseMs) latest = { at, ready: api.ready().catch(() => false) };
    return latest.ready;
  };
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const isReady = await ready();
    res
      .set('Cache-Control', 'no-store')
      .status(isReady ? 200 : 503)
      .json({ status: isReady ? 'ready' : 'unavailable', mode: api.mode });
  });
  return router;
}
