import { changes, feed, labels, meta } from '../../shared/content/generated/changes';
import type { FactChange } from '../../shared/content/types';
import { formatLongDate } from '../../shared/format/long-date';
import { absoluteUrl } from '../../shared/meta/build-head';
import { pageNameAt } from '../../shared/pages/tools/page-name';
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

/** A day as an Atom date-time (RFC 3339): its start in UTC, the same instant whatever the server's time zone. */
const atomDate = (isoDate: string) => `${isoDate}T00:00:00Z`;

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

function entryXml(change: FactChange, site: Site): string {
  // The page's anchor for the change: its link, and (as the change's id never changes) its permanent id.
  const url = escapeXml(`${absoluteUrl(site, paths.changes)}#${change.id}`);
  const sourceLabel = change.sourceKind === 'secondary' ? labels.secondarySource : labels.source;
  return [
    '  <entry>',
    `    <id>${url}</id>`,
    `    <title>${escapeXml(change.title)}</title>`,
    `    <published>${atomDate(change.published)}</published>`,
    `    <updated>${atomDate(change.published)}</updated>`,
    `    <link rel="alternate" type="text/html" href="${url}"/>`,
    `    <link rel="related" type="text/html" href="${escapeXml(change.source)}" title="${escapeXml(sourceLabel)}"/>`,
    `    <category term="${change.kind}" label="${escapeXml(labels.kinds[change.kind])}"/>`,
    `    <summary type="text">${escapeXml(change.summary)}</summary>`,
    `    <content type="html">${escapeXml(entryHtml(change, site))}</content>`,
    '  </entry>',
  ].join('\n');
}

/** The changelog as an Atom feed (RFC 4287): the same changes as /tools/changes, newest first, with absolute URLs from the configured site URL. */
export function changesFeedXml(site: Site): string {
  const page = escapeXml(absoluteUrl(site, paths.changes));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">',
    `  <id>${page}</id>`,
    `  <title>${escapeXml(fillTokens(feed.title, site))}</title>`,
    `  <subtitle>${escapeXml(meta.description)}</subtitle>`,
    `  <updated>${atomDate(lastPublished)}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absoluteUrl(site, changesFeedPath))}"/>`,
    `  <link rel="alternate" type="text/html" href="${page}"/>`,
    `  <author><name>${escapeXml(site.siteName)}</name><uri>${escapeXml(site.siteUrl)}</uri></author>`,
    ...changes.map((change) => entryXml(change, site)),
    '</feed>',
    '',
  ].join('\n');
}
