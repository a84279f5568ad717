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
import { blogPageSize } from '../../shared/blog/blog-rules';
import { postsThroughPage } from '../../shared/blog/posts-through-page';

/**
 * The sitemap reaches as many posts as it always has: 40 reads of the largest
 * page /api/blogs serves (50), 2,000 posts. Read as the blog list reads the
 * API host (page, limit=7), that is at most 286 pages per build, however many
 * pages the host claims or however long it repeats a page; the response cache
 * keeps the built sitemap, so a build is paid once per BLOG_CACHE_SECONDS.
 */
const sitemapPages = Math.ceil((40 * 50) / blogPageSize);
const feedPosts = 20;

/** The posts of the first `pages` list pages, each once: a host that repeats a page must not list a post twice. */
async function postsOfPages(data: SiteData, pages: number): Promise<BlogPost[]> {
  const { posts } = await postsThroughPage(pages, (page, limit) => data.listPosts(page, limit));
  return [...new Map(posts.map((post) => [post._id, post])).values()];
}

/**
 * /sitemap.xml (with the reminders page only where reminders can be sent), /robots.txt, /rss.xml, the changelog's Atom feed and the web
 * manifest, with the cache policy's Cache-Control for what they show: the
 * response cache in front keeps them, the sitemap and the blog's feed as long
 * as blog posts, the changelog's (content, like the manifest) until a deploy.
 */
export function seoRoutes(config: Config, data: SiteData, content: SiteContent, cachePolicy: CachePolicy, { remindersAvailable }: { remindersAvailable: boolean }): Router {
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
      const body = sitemapXml(config.siteUrl, sitemapEntries(content.articles.list(), await postsOfPages(data, sitemapPages), updated, { remindersAvailable }));
      send(res, 'blog-posts', 'application/xml', body);
    } catch (error) {
      if (error instanceof SiteDataError) res.status(error.httpStatus).type('text/plain').set('Cache-Control', 'no-store').send('Sitemap temporarily unavailable');
      else next(error);
    }
  });

  router.get('/rss.xml', async (req, res, next) => {
    try {
      const body = rssXml({ siteUrl: config.siteUrl, siteName: config.siteName, posts: (await postsOfPages(data, Math.ceil(feedPosts / blogPageSize))).slice(0, feedPosts) });
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
