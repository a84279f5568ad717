import { Router, type Response } from 'express';
import type { BlogPost, SiteData } from '../../shared/data/site-data';
import { SiteDataError } from '../../shared/data/site-data';
import type { Config } from '../config.server';
import type { SiteContent } from '../content/content.server';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.server';
import { rssXml } from './rss.server';

const maxPostPages = 40;

async function allPosts(data: SiteData): Promise<BlogPost[]> {
  const posts: BlogPost[] = [];
  for (let page = 1; page <= maxPostPages; page++) {
    const result = await data.listPosts(page, 50);
    posts.push(...result.blogs);
    const last = result.pages === null ? result.blogs.length < 50 : page >= result.pages;
    if (last) break;
  }
  return posts;
}

/** /sitemap.xml, /robots.txt and /rss.xml, built on first request and kept until the content changes or the TTL ends. */
export function seoRoutes(config: Config, data: SiteData, content: SiteContent): Router {
  const router = Router();
  const ttlMs = config.apiOrigin ? config.blogCacheSeconds * 1000 : Number.POSITIVE_INFINITY;
  const cached = new Map<string, { body: string; at: number }>();

  const send = (res: Response, type: string, body: string) => {
    res.type(type).set('Cache-Control', 'public, max-age=0, s-maxage=3600').send(body);
  };

  const memo = async (key: string, build: () => Promise<string>): Promise<string> => {
    const hit = cached.get(key);
    if (hit && Date.now() - hit.at < ttlMs) return hit.body;
    const body = await build();
    cached.set(key, { body, at: Date.now() });
    return body;
  };

  const manifest = JSON.stringify({
    name: config.siteName,
    short_name: config.siteName,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#0f1f3d',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  });
  router.get('/site.webmanifest', (_req, res) => send(res, 'application/manifest+json', manifest));

  router.get('/robots.txt', (_req, res) => send(res, 'text/plain', robotsTxt(config.siteUrl)));

  router.get('/sitemap.xml', async (_req, res, next) => {
    try {
      const body = await memo('sitemap', async () => {
        const legal: Record<string, string> = {};
        for (const doc of content.legal.values()) legal[`/${doc.slug}`] = doc.updated;
        return sitemapXml(config.siteUrl, sitemapEntries(content.articles.list(), await allPosts(data), legal));
      });
      send(res, 'application/xml', body);
    } catch (error) {
      if (error instanceof SiteDataError) res.status(error.httpStatus).type('text/plain').set('Cache-Control', 'no-store').send('Sitemap temporarily unavailable');
      else next(error);
    }
  });

  router.get('/rss.xml', async (_req, res, next) => {
    try {
      const body = await memo('rss', async () => rssXml({ siteUrl: config.siteUrl, siteName: config.siteName, posts: (await data.listPosts(1, 20)).blogs }));
      send(res, 'application/rss+xml', body);
    } catch (error) {
      if (error instanceof SiteDataError) res.status(error.httpStatus).type('text/plain').set('Cache-Control', 'no-store').send('Feed temporarily unavailable');
      else next(error);
    }
  });

  return router;
}
