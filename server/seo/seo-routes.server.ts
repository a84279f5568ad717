import { Router, type Response } from 'express';
import type { BlogPost, SiteData } from '../../shared/data/site-data';
import { SiteDataError } from '../../shared/data/site-data';
import type { Config } from '../config.server';
import type { SiteContent } from '../content/content.server';
import type { CacheClass, CachePolicy } from '../http/cache-policy.server';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap.server';
import { rssXml } from './rss.server';
import { changesFeedXml, lastPublished } from './changes-feed.server';
import { changesFeedPath, paths } from '../../shared/site-paths';

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

/**
 * /sitemap.xml, /robots.txt, /rss.xml, the changelog's Atom feed and the web
 * manifest, with the cache policy's Cache-Control for what they show: the
 * response cache in front keeps them, the sitemap and the blog's feed as long
 * as blog posts, the changelog's (content, like the manifest) until a deploy.
 */
export function seoRoutes(config: Config, data: SiteData, content: SiteContent, cachePolicy: CachePolicy): Router {
  const router = Router();

  const send = (res: Response, shows: CacheClass, type: string, body: string) => {
    res.type(type).set('Cache-Control', cachePolicy(shows, 200)).send(body);
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
  router.get('/site.webmanifest', (req, res) => send(res, 'deployed', 'application/manifest+json', manifest));

  router.get('/robots.txt', (req, res) => send(res, 'deployed', 'text/plain', robotsTxt(config.siteUrl)));

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const updated: Record<string, string> = { [paths.changes]: lastPublished, [changesFeedPath]: lastPublished };
      for (const doc of content.legal.values()) updated[`/${doc.slug}`] = doc.updated;
      const body = sitemapXml(config.siteUrl, sitemapEntries(content.articles.list(), await allPosts(data), updated));
      send(res, 'blog-posts', 'application/xml', body);
    } catch (error) {
      if (error instanceof SiteDataError) res.status(error.httpStatus).type('text/plain').set('Cache-Control', 'no-store').send('Sitemap temporarily unavailable');
      else next(error);
    }
  });

  router.get('/rss.xml', async (req, res, next) => {
    try {
      const body = rssXml({ siteUrl: config.siteUrl, siteName: config.siteName, posts: (await data.listPosts(1, 20)).blogs });
      send(res, 'blog-posts', 'application/rss+xml', body);
    } catch (error) {
      if (error instanceof SiteDataError) res.status(error.httpStatus).type('text/plain').set('Cache-Control', 'no-store').send('Feed temporarily unavailable');
      else next(error);
    }
  });

  const changesFeed = changesFeedXml(config);
  router.get(changesFeedPath, (req, res) => send(res, 'deployed', 'application/atom+xml', changesFeed));

  return router;
}
