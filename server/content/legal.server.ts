import type { LegalFrontMatter } from '../../shared/content/schemas/markdown';
import type { LegalDocument } from '../../shared/data/site-data';
import type { MarkdownDoc } from './compile/markdown-docs.server';
import { renderMarkdown } from './markdown.server';

/** The legal pages, rendered once at start-up; a file's name is its page's path (privacy-policy.md is /privacy-policy). */
export function legalDocuments(docs: Array<MarkdownDoc<LegalFrontMatter>>, fill: (text: string) => string): Map<string, LegalDocument> {
  return new Map(
    docs.map(({ name, meta, body }): [string, LegalDocument] => [
      name,
      { slug: name, title: meta.title, description: fill(meta.description), updated: meta.updated, updatedLabel: meta.updatedLabel, html: renderMarkdown(body, fill).html },
    ]),
  );
}
