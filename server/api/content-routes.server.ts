import { Router, type Response } from 'express';
import { z } from 'zod';
import type { SiteData } from '../../shared/data/site-data';
import { sendDataError } from './send-error.server';
import type { CacheClass, CachePolicy } from '../http/cache-policy.server';

const pageQuery = z.object({
  page: z.coerce.number().int().positive().max(10_000).default(1),
  limit: z.coerce.number().int().positive().max(50).default(7),
});

const searchQuery = z.object({ q: z.string().max(200).default('') });

function single(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/**
 * Read-only JSON for the browser: the blog (the product's calls, SPEC section 7)
 * and the help search. Articles and legal pages have no JSON of their own: pages
 * carry them in their data block, and nothing else read them. Each route names what its answer shows for the cache policy, so the
 * response cache in front keeps them as it keeps pages; search results are
 * left to the browser, since every query would be an entry of its own.
 */
export function contentRoutes(data: SiteData, cachePolicy: CachePolicy): Router {
  const router = Router();
  const sendJson = async (res: Response, shows: CacheClass, load: () => Promise<unknown>) => {
    const body = await load();
    res.set('Cache-Control', cachePolicy(shows, 200)).json(body);
  };

  router.get('/blogs', async (req, res) => {
    const parsed = pageQuery.safeParse({ page: single(req.query.page), limit: single(req.query.limit) });
    if (!parsed.success) {
      res.status(400).json({ error: 'page and limit must be positive integers (limit at most 50)', fields: z.flattenError(parsed.error).fieldErrors });
      return;
    }
    try {
      await sendJson(res, 'blog-posts', () => data.listPosts(parsed.data.page, parsed.data.limit));
    } catch (error) {
      sendDataError(res, error);
    }
  });

  router.get('/blogs/:id', async (req, res) => {
    try {
      await sendJson(res, 'blog-posts', () => data.getPost(req.params.id));
    } catch (error) {
      sendDataError(res, error);
    }
  });

  router.get('/search', async (req, res) => {
    const parsed = searchQuery.safeParse({ q: single(req.query.q) });
    if (!parsed.success) {
      res.status(400).json({ error: 'q must be text of at most 200 characters' });
      return;
    }
    res.set('Cache-Control', 'public, max-age=60').json(await data.searchArticles(parsed.data.q));
  });

  return router;
}
