import type { LegalDocument } from '../../shared/data/site-data';
import { dateString, frontMatterText, parseMarkdown } from './markdown.server';
import { readMarkdownFolder } from './load-folder.server';

/** The legal pages, rendered once at start-up. */
export async function loadLegalDocuments(dir: string, fill: (text: string) => string): Promise<Map<string, LegalDocument>> {
  const docs = (await readMarkdownFolder(dir)).map(([slug, source]): LegalDocument => {
    const { data, html } = parseMarkdown(source, fill);
    return {
      slug,
      title: String(data.title),
      description: fill(String(data.description)),
      updated: dateString(data.updated),
      updatedLabel: frontMatterText(data.updatedLabel, dateString(data.updated)),
      html,
    };
  });
  return new Map(docs.map((doc) => [doc.slug, doc]));
}
