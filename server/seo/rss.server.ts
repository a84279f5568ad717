import { escapeXml } from './xml.server';
import type { BlogPost } from '../../shared/data/site-data';
import { absoluteUrl, metaDescription } from '../../shared/meta/build-head';
import { paths } from '../../shared/site-paths';

/** RSS 2.0 of the newest posts. */
export function rssXml(opts: { siteUrl: string; siteName: string; posts: BlogPost[] }): string {
  const items = opts.posts
    .map((post) => {
      const link = absoluteUrl(opts, `/blog/${encodeURIComponent(post._id)}`);
      const pubDate = post.date ? `<pubDate>${new Date(`${post.date}T00:00:00Z`).toUTCString()}</pubDate>` : '';
      return `    <item>\n      <title>${escapeXml(post.title)}</title>\n      <link>${escapeXml(link)}</link>\n      <guid isPermaLink="true">${escapeXml(link)}</guid>\n      ${pubDate}\n      <category>${escapeXml(post.category)}</category>\n      <description>${escapeXml(metaDescription(post.description, 300))}</description>\n    </item>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">\n  <channel>\n    <title>${escapeXml(opts.siteName)} Blog</title>\n    <link>${escapeXml(absoluteUrl(opts, paths.blog))}</link>\n    <atom:link href="${escapeXml(absoluteUrl(opts, '/rss.xml'))}" rel="self" type="application/rss+xml"/>\n    <description>Bookkeeping, tax, CFO and US company-formation insights from ${escapeXml(opts.siteName)}.</description>\n    <language>en-us</language>\n${items}\n  </channel>\n</rss>\n`;
}
