import type { ArticleSection } from '../../shared/content/article-paths';
import { resourceCategories } from '../../shared/content/help-sections';
import type { ArticleSummary } from '../../shared/data/site-data';
import { orNull, searchHelp, type HelpData } from '../../shared/pages/help/help-data';
import { normalizeQuery } from '../../shared/pages/help/search-query';
import { siteDataContext, type LoaderArgs } from '../ssr/route-context.server';

/** /help: the first render, with ?q= results, so /help?q=llc works without JavaScript. */
export async function helpLoader({ request, context }: LoaderArgs): Promise<HelpData> {
  const query = normalizeQuery(new URL(request.url).searchParams.get('q'));
  const site = context.get(siteDataContext);
  const [articles, results] = await Promise.all([orNull(site.listArticles()), searchHelp(site, query)]);
  const counts = articles?.reduce<Partial<Record<ArticleSection, number>>>((acc, a) => ({ ...acc, [a.section]: (acc[a.section] ?? 0) + 1 }), {}) ?? null;
  return { counts, ...results };
}

/** /getting-started: the General articles, in their reading order (listArticles sorts by section, then order). */
export async function gettingStartedLoader({ context }: LoaderArgs): Promise<ArticleSummary[]> {
  return (await context.get(siteDataContext).listArticles()).filter((a) => a.section === 'general');
}

/** /resources: the articles of the resource categories. */
export async function resourcesLoader({ context }: LoaderArgs): Promise<ArticleSummary[]> {
  const categories: readonly string[] = resourceCategories;
  return (await context.get(siteDataContext).listArticles()).filter((a) => categories.includes(a.section));
}
