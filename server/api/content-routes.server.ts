import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { SiteData } from '../../shared/data/site-data';
import { sendDataError } from './send-error.server';
import { createPageCache, toCachedPage } from '../ssr/page-cache.server';
import { sendCached } from '../ssr/send-cached.server';

const pageQuery = z.object({
  page: z.coerce.number().int().positive().max(10_000).default(1),
  limit: z.coerce.number().int().positive().max(50).default(7),
});

const searchQuery = z.object({ q: z.string().max(200).default('') });

function single(value: unknown): unknown {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/** Read-only JSON for the browser's loaders: blog, articles, legal pages and search. */
export function contentRoutes(data: SiteData, opts: { blogCacheSeconds: number; blogTtlMs: number }): Router {
  const router = Router();
  const blogCache = `public, max-age=0, s-maxage=${Math.max(opts.blogCacheSeconds, 30)}`;
  // Successful blog answers are kept serialised and compressed, like pages (for a short TTL with an API host).
  const answers = createPageCache(500);
  const sendJson = async (req: Request, res: Response, cacheControl: string, load: () => Promise<unknown>) => {
    const key = req.originalUrl;
    let answer = answers.get(key);
    if (!answer) {
      answer = await toCachedPage(200, Buffer.from(JSON.stringify(await load())));
      answers.set(key, answer, opts.blogTtlMs || undefined);
    }
    sendCached(req, res, answer, 'application/json; charset=utf-8', cacheControl);
  };

  router.get('/blogs', async (req, res) => {
    const parsed = pageQuery.safeParse({ page: single(req.query.page), limit: single(req.query.limit) });
    if (!parsed.success) {
      res.status(400).json({ error: 'page and limit must be positive integers (limit at most 50)', fields: z.flattenError(parsed.error).fieldErrors });
      return;
    }
    try {
      await sendJson(req, res, blogCache, () => data.listPosts(parsed.data.page, parsed.data.limit));
    } catch (error) {
      sendDataError(res, error);
    }
  });

  router.get('/blogs/:id', async (req, res) => {
    try {
      await sendJson(req, res, blogCache, () => data.getPost(req.params.id));
    } catch (error) {
      sendDataError(res, error);
    }
  });

  router.get('/articles', async (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(await data.listArticles());
  });

  router.get('/articles/:slug', async (req, res) => {
    try {
      res.set('Cache-Control', 'public, max-age=300').json(await data.getArticle(req.params.slug));
    } catch (error) {
      sendDataError(res, error);
    }
  });

  router.get('/legal/:slug', async (req, res) => {
    try {
      res.set('Cache-Control', 'public, max-age=300').json(await data.getLegal(req.params.slug));
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
