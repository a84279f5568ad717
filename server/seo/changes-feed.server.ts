import { Feed } from 'feed';
import { changes, feed as feedCopy, labels, meta } from '../../shared/content/generated/changes';
import type { FactChange } from '../../shared/content/types';
import { formatLongDate } from '../../shared/format/long-date';
import { absoluteUrl } from '../../shared/meta/build-head';
import { pageNameAt } from '../../shared/tools/page-name';
import { fillTokens } from '../../shared/public-config';
import { changesFeedPath, paths } from '../../shared/site-paths';
import { escapeXml } from './xml.server';

interface Site {
  siteUrl: string;
  siteName: string;
  contactEmail: string;
  productName: string;
}

/** The day the newest change was published: the feed's `updated`, and the sitemap's lastmod for the page and the feed. */
export const lastPublished: string = newestDay(changes.map((change) => change.published));

function newestDay(days: readonly string[]): string {
  const newest = days.toSorted().at(-1);
  if (newest === undefined) throw new Error('content/changes.yaml lists no change: the feed and the sitemap need the newest one');
  return newest;
}

/** A day as an instant: its start in UTC, the same whatever the server's time zone. */
const dayStart = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** What the page shows of a change, as the HTML a feed reader renders: the summary, old and new, the day it applies from, the source and the page. */
function entryHtml(change: FactChange, site: Site): string {
  const term = (label: string, html: string) => `<dt>${escapeXml(label)}</dt><dd>${html}</dd>`;
  const link = (href: string, text: string) => `<a href="${escapeXml(href)}">${escapeXml(text)}</a>`;
  const page = change.page ? term(labels.page, link(absoluteUrl(site, change.page), pageNameAt(change.page) ?? change.page)) : '';
  return [
    `<p>${escapeXml(change.summary)}</p>`,
    '<dl>',
    term(labels.old, escapeXml(change.old)),
    term(labels.new, escapeXml(change.new)),
    term(labels.effective, escapeXml(formatLongDate(change.effective))),
    term(change.sourceKind === 'secondary' ? labels.secondarySource : labels.source, link(change.source, change.source)),
    page,
    '</dl>',
  ].join('');
}

/**
 * The changelog as an Atom feed (RFC 4287, the `feed` package's writer): the
 * same changes as /tools/changes, newest first, with absolute URLs from the
 * configured site URL. The writer marks an entry's title and summary as HTML,
 * so their text goes in escaped.
 */
export function changesFeedXml(site: Site): string {
  const page = absoluteUrl(site, paths.changes);
  const feed = new Feed({
    id: page,
    title: fillTokens(feedCopy.title, site),
    description: meta.description,
    updated: dayStart(lastPublished),
    link: page,
    feedLinks: { atom: absoluteUrl(site, changesFeedPath) },
    author: { name: site.siteName, link: site.siteUrl },
    generator: false,
  });
  for (const change of changes) {
    // The page's anchor for the change: its link, and (as the change's id never changes) its permanent id.
    const url = `${page}#${change.id}`;
    feed.addItem({
      id: url,
      link: url,
      title: escapeXml(change.title),
      date: dayStart(change.published),
      published: dayStart(change.published),
      category: [{ term: change.kind, name: labels.kinds[change.kind] }],
      description: escapeXml(change.summary),
      content: entryHtml(change, site),
    });
  }
  return `${feed.atom1()}\n`;
}
