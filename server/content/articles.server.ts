import type { ArticleFrontMatter } from '../../shared/content/schemas/markdown';
import type { Article, ArticleSummary } from '../../shared/data/site-data';
import type { MarkdownDoc } from './compile/markdown-docs.server';
import { renderMarkdown } from './markdown.server';

export interface ArticleStore {
  list(): ArticleSummary[];
  get(slug: string): Article | undefined;
  all(): Article[];
  /** Every article's path, in list order: the route table, the canonical paths and the sitemap read it. */
  paths(): string[];
}

/**
 * The help articles, rendered once at start-up from their files. Each file
 * names its own path and section, so adding one is all it takes to route it,
 * list it in the sitemap and its hub, and find it in search.
 */
export function articleStore(docs: Array<MarkdownDoc<ArticleFrontMatter>>, sectionOrder: string[], fill: (text: string) => string): ArticleStore {
  const parsed = docs.map(({ meta, body }) => {
    const { html, words } = renderMarkdown(body, fill);
    const summary: ArticleSummary = {
      slug: meta.path.slice(1),
      title: fill(meta.title),
      description: fill(meta.description),
      section: meta.section,
      order: meta.order,
      date: meta.date,
      ...(meta.hubTitle ? { hubTitle: fill(meta.hubTitle) } : {}),
      ...(meta.hubText ? { hubText: fill(meta.hubText) } : {}),
    };
    return { summary, html, words, related: meta.related, tools: meta.tools, byline: meta.byline };
  });

  const byPath = new Map(parsed.map((p) => [`/${p.summary.slug}`, p.summary]));
  const articles = new Map<string, Article>(
    parsed.map((p) => [
      p.summary.slug,
      {
        ...p.summary,
        html: p.html,
        readingMinutes: Math.max(1, Math.round(p.words / 220)),
        bylineRef: p.byline,
        tools: p.tools,
        related: p.related.map((path) => byPath.get(path)).filter((s): s is ArticleSummary => Boolean(s)),
      },
    ]),
  );
  const inSectionOrder = (a: ArticleSummary, b: ArticleSummary) => sectionOrder.indexOf(a.section) - sectionOrder.indexOf(b.section) || a.order - b.order;
  const ordered = [...byPath.values()].sort(inSectionOrder);
  const all = [...articles.values()].sort(inSectionOrder);
  const paths = ordered.map((a) => `/${a.slug}`);
  return {
    list: () => ordered,
    get: (slug) => articles.get(slug),
    all: () => all,
    paths: () => paths,
  };
}
