import { Feed, type Item } from 'feed';
import type { BlogPost } from '../../shared/data/site-data';
import { absoluteUrl, metaDescription } from '../../shared/meta/build-head';
import { postText } from '../content/html-to-text.server';
import { paths } from '../../shared/site-paths';
import { escapeXml } from './xml.server';

const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** RSS 2.0 of the newest posts (the `feed` package's writer). */
export function rssXml(opts: { siteUrl: string; siteName: string; posts: BlogPost[] }): string {
  const newest = opts.posts
    .flatMap((post) => (post.date ? [post.date] : []))
    .sort()
    .at(-1);
  const feed = new Feed({
    title: `${opts.siteName} Blog`,
    link: absoluteUrl(opts, paths.blog),
    feedLinks: { rss: absoluteUrl(opts, '/rss.xml') },
    description: `Bookkeeping, tax, CFO and US company-formation insights from ${opts.siteName}.`,
    language: 'en-us',
    // The newest post's day rather than the time of the render, so the same posts are the same bytes (and ETag) on every replica.
    updated: newest === undefined ? new Date(0) : dayStart(newest),
    generator: false,
  });
  for (const post of opts.posts) {
    const item: Omit<Item, 'date'> = {
      // The writer puts the title in CDATA and splits only the first "]]>" in it: a second (the blog's API is not ours) would end the section and the XML with it.
      title: post.title.replaceAll(']]>', ']]&gt;'),
      link: absoluteUrl(opts, `/blog/${encodeURIComponent(post._id)}`),
      category: [{ name: post.category }],
      // A description is HTML to a reader: the plain-text summary goes in escaped, so "<" in it is text.
      description: escapeXml(metaDescription(postText(post.description), 300)),
    };
    // RSS 2.0 lets an item go without pubDate, and the writer leaves it out for one without a date; its type asks for one because Atom needs it.
    feed.addItem(post.date ? { ...item, date: dayStart(post.date) } : (item as Item));
  }
  return `${feed.rss2()}\n`;
}
