import path from 'node:path';
import { articleSlugs, type ArticleSection } from '../../shared/content/article-paths';
import type { Article, ArticleSummary } from '../../shared/data/site-data';
import { dateString, frontMatterText, parseMarkdown } from './markdown.server';
import { readMarkdownFolder } from './load-folder.server';

export interface ArticleStore {
  list(): ArticleSummary[];
  get(slug: string): Article | undefined;
  all(): Article[];
}

const sections: ArticleSection[] = ['general', 'company-type', 'state-of-incorporation', 'restrictions-and-requirements', 'company-name', 'refund'];

/** Loads and renders every help article once, at start-up. */
export async function loadArticles(dir: string, fill: (text: string) => string): Promise<ArticleStore> {
  const parsed = (await readMarkdownFolder(dir)).map(([file, source]) => {
    const { data, html, words } = parseMarkdown(source, fill);
    const section = String(data.section) as ArticleSection;
    if (!sections.includes(section)) throw new Error(`${file}.md: unknown section "${section}"`);
    const summary: ArticleSummary = {
      slug: frontMatterText(data.slug, file),
      title: fill(String(data.title)),
      description: fill(String(data.description)),
      section,
      order: Number(data.order ?? 0),
      date: dateString(data.date),
    };
    const related = Array.isArray(data.related) ? data.related.map(String) : [];
    return { summary, html, words, related };
  });

  const summaries = new Map(parsed.map((p) => [p.summary.slug, p.summary]));
  for (const slug of articleSlugs) {
    if (!summaries.has(slug)) throw new Error(`Missing help article ${slug}.md in ${path.resolve(dir)}`);
  }
  const articles = new Map<string, Article>(
    parsed.map((p) => [
      p.summary.slug,
      {
        ...p.summary,
        html: p.html,
        readingMinutes: Math.max(1, Math.round(p.words / 220)),
        related: p.related.map((slug) => summaries.get(slug)).filter((s): s is ArticleSummary => Boolean(s)),
      },
    ]),
  );
  const inSectionOrder = (a: ArticleSummary, b: ArticleSummary) => sections.indexOf(a.section) - sections.indexOf(b.section) || a.order - b.order;
  const ordered = [...summaries.values()].sort(inSectionOrder);
  const all = [...articles.values()].sort(inSectionOrder);
  return {
    list: () => ordered,
    get: (slug) => articles.get(slug),
    all: () => all,
  };
}
