import { escapeXml } from './xml.server';
import type { ArticleSummary, BlogPost } from '../../shared/data/site-data';
import { absoluteUrl } from '../../shared/meta/build-head';
import { changesFeedPath, paths, staticPaths } from '../../shared/site-paths';

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/**
 * Every indexable page in its canonical form: static pages (with the day each
 * was last updated, where `updated` knows it), the changelog's feed, help
 * articles and blog posts. The reminders page only where reminders can be
 * sent: elsewhere it offers the calendar's subscription, not a page to find.
 */
export function sitemapEntries(articles: ArticleSummary[], posts: BlogPost[], updated: Record<string, string>, { remindersAvailable }: { remindersAvailable: boolean }): SitemapEntry[] {
  return [
    ...[...staticPaths, changesFeedPath].filter((path) => remindersAvailable || path !== paths.reminders).map((path) => ({ path, lastmod: updated[path] })),
    ...articles.map((a) => ({ path: `/${a.slug}`, lastmod: a.date })),
    ...posts.map((p) => ({ path: `/blog/${encodeURIComponent(p._id)}`, lastmod: p.date })),
  ];
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => `  <url><loc>${escapeXml(absoluteUrl({ siteUrl }, e.path))}</loc>${e.lastmod ? `<lastmod>${escapeXml(e.lastmod)}</lastmod>` : ''}</url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}
