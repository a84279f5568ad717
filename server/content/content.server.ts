import path from 'node:path';
import type { BlogPost, LegalDocument } from '../../shared/data/site-data';
import { fillTokens } from '../../shared/public-config';
import { htmlToText } from '../../shared/meta/build-head';
import type { Config } from '../config.server';
import { loadArticles, type ArticleStore } from './articles.server';
import { loadBlogPosts } from './blog-files.server';
import { keepConditionalSections } from './conditional-sections.server';
import { loadLegalDocuments } from './legal.server';
import type { SearchDoc } from './search';

export interface SiteContent {
  articles: ArticleStore;
  searchDocs: SearchDoc[];
  legal: Map<string, LegalDocument>;
  /** The embedded blog's posts (unused when an API host serves the blog). */
  posts: BlogPost[];
}

export const contentDir = path.resolve('shared/content');

/**
 * All editorial Markdown, read and rendered once at start-up with the firm's
 * name filled in and only the passages that hold for this deployment (an
 * analytics id or none) kept.
 */
export async function loadSiteContent(config: Pick<Config, 'siteName' | 'contactEmail' | 'productName' | 'gaMeasurementId'>, dir = contentDir): Promise<SiteContent> {
  const conditions = { analytics: Boolean(config.gaMeasurementId) };
  const fill = (text: string) => fillTokens(keepConditionalSections(text, conditions), config);
  const [articles, legal, posts] = await Promise.all([
    loadArticles(path.join(dir, 'articles'), fill),
    loadLegalDocuments(path.join(dir, 'legal'), fill),
    loadBlogPosts(path.join(dir, 'blog'), fill),
  ]);
  const searchDocs = articles.all().map((a) => ({ slug: a.slug, title: a.title, section: a.section, text: htmlToText(a.html) }));
  return { articles, searchDocs, legal, posts };
}
