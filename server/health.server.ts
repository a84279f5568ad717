import { Router } from 'express';
import type { SiteApi } from './site-api/site-api';

/** /healthz: the process answers. /readyz: it can also store messages (or reach the API host). */
export function healthRoutes(api: SiteApi): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const ready = await api.ready().catch(() => false);
    res
      .set('Cache-Control', 'no-store')
      .status(ready ? 200 : 503)
      .json({ status: ready ? 'ready' : 'unavailable', mode: api.mode });
  });
  return router;
}
