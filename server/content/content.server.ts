import type { BlogPost, LegalDocument } from '../../shared/data/site-data';
import { fillTokens } from '../../shared/public-config';
import { htmlToText } from './html-to-text.server';
import { defaultBookingRetentionDays, type Config } from '../config.server';
import { articleStore, type ArticleStore } from './articles.server';
import { keepConditionalSections } from './conditional-sections.server';
import { blogPosts } from './blog-files.server';
import { legalDocuments } from './legal.server';
import { helpSearch, type HelpSearch } from './search';
import { compileContent, type CompiledContent } from './compile/compile-content.server';
import { contentDir } from './compile/content-dir.server';
import { ContentError } from './compile/issues.server';

export interface SiteContent {
  articles: ArticleStore;
  /** The help articles' search index, built once with the content. */
  helpSearch: HelpSearch;
  legal: Map<string, LegalDocument>;
  /** The embedded blog's posts (unused when an API host serves the blog). */
  posts: BlogPost[];
}

type FirmNames = Pick<Config, 'siteName' | 'contactEmail' | 'productName' | 'gaMeasurementId'> & Partial<Pick<Config, 'bookingRetentionDays'>>;

/**
 * The whole of content/ checked, as the build checks it (a bad file stops the
 * server before it listens, naming file, line, field and problem), then its
 * Markdown rendered once, with the firm's name filled in and only the passages
 * that hold for this deployment (an analytics id or none) kept.
 */
export async function loadSiteContent(config: FirmNames, dir = contentDir): Promise<SiteContent> {
  const result = await compileContent(dir);
  if (!result.ok) throw new ContentError(result.issues);
  return siteContentFrom(result.content, config);
}

export function siteContentFrom(content: CompiledContent, config: FirmNames): SiteContent {
  const conditions = { analytics: Boolean(config.gaMeasurementId) };
  // The Privacy Policy states the retention in force, so changing the setting changes the promise with it.
  const retention = String(config.bookingRetentionDays ?? defaultBookingRetentionDays);
  const fill = (text: string) => fillTokens(keepConditionalSections(text, conditions), config).replaceAll('{{bookingRetentionDays}}', retention);
  const articles = articleStore(
    content.articles,
    content.help.sections.map((s) => s.id),
    fill,
  );
  const search = helpSearch(articles.all().map((a) => ({ slug: a.slug, title: a.title, section: a.section, text: htmlToText(a.html) })));
  return { articles, helpSearch: search, legal: legalDocuments(content.legal, fill), posts: blogPosts(content.posts, fill) };
}
