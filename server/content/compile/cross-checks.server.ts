import type { HelpContent } from '../../../shared/content/schemas/help';
import type { ArticleFrontMatter, LegalFrontMatter, PostFrontMatter } from '../../../shared/content/schemas/markdown';
import { legacyRedirects, pathsOf, staticPaths } from '../../../shared/site-paths';
import type { IssueSink } from './issues.server';
import type { MarkdownDoc } from './markdown-docs.server';

/** First path segments the server answers itself: an article there would never be reached. */
const reservedSegments = ['api', 'assets', 'images', 'icons', 'blog', 'events', 'healthz', 'readyz'];

/**
 * What no single file can check alone: an article's path is its own and free,
 * its section and related articles exist; every legal page of the page table
 * has its file; no two posts share an id.
 */
export function checkArticles(articles: Array<MarkdownDoc<ArticleFrontMatter>>, help: HelpContent | undefined, issues: IssueSink): void {
  const taken = new Set([...staticPaths, ...Object.keys(legacyRedirects)].map((p) => p.toLowerCase()));
  const seen = new Map<string, string>();
  const paths = new Set(articles.map((a) => a.meta.path));
  const sections = help?.sections.map((s) => s.id);
  for (const { file, meta } of articles) {
    const lower = meta.path.toLowerCase();
    if (taken.has(lower)) issues.add(file, 'path', `${meta.path} is already a page of the site`);
    if (reservedSegments.includes(lower.slice(1))) issues.add(file, 'path', `${meta.path} is where the server answers itself (${reservedSegments.map((s) => `/${s}`).join(', ')})`);
    const other = seen.get(lower);
    if (other) issues.add(file, 'path', `${meta.path} is also the path of ${other}`);
    seen.set(lower, file);
    if (sections && !sections.includes(meta.section)) issues.add(file, 'section', `"${meta.section}" is not a section of content/help.yaml (${sections.join(', ')})`);
    for (const [i, related] of meta.related.entries()) if (!paths.has(related)) issues.add(file, ['related', i], `no article has the path ${related}`);
  }
}

export function checkLegal(legal: Array<MarkdownDoc<LegalFrontMatter>>, issues: IssueSink, folder: string): void {
  const legalPaths = pathsOf('legal');
  for (const doc of legal) if (!legalPaths.includes(`/${doc.name}`)) issues.add(doc.file, '', `/${doc.name} is not a legal page of shared/route-table.ts (${legalPaths.join(', ')})`);
  for (const path of legalPaths) if (!legal.some((doc) => `/${doc.name}` === path)) issues.add(`${folder}${path}.md`, '', `the page ${path} has no file`);
}

export function checkPosts(posts: Array<MarkdownDoc<PostFrontMatter>>, issues: IssueSink): void {
  const seen = new Map<string, string>();
  for (const { file, meta } of posts) {
    const other = seen.get(meta.id);
    if (other) issues.add(file, 'id', `"${meta.id}" is also the id of ${other}`);
    seen.set(meta.id, file);
  }
}
