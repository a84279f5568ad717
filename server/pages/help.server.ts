import type { ArticleSummary } from '../../shared/data/site-data';
import { orNull, searchHelp, type HelpData } from '../../shared/pages/help/help-data';
import { normalizeQuery } from '../../shared/pages/help/search-query';
import { sectionsOf } from '../../shared/pages/help/sections';
import { paths } from '../../shared/site-paths';
import { siteDataContext, type LoaderArgs } from '../ssr/route-context.server';

/** /help: the first render, with ?q= results, so /help?q=llc works without JavaScript. */
export async function helpLoader({ request, context }: LoaderArgs): Promise<HelpData> {
  const query = normalizeQuery(new URL(request.url).searchParams.get('q'));
  const site = context.get(siteDataContext);
  const [articles, results] = await Promise.all([orNull(site.listArticles()), searchHelp(site, query)]);
  const counts = articles?.reduce<Partial<Record<string, number>>>((acc, a) => ({ ...acc, [a.section]: (acc[a.section] ?? 0) + 1 }), {}) ?? null;
  return { counts, ...results };
}

/**
 * A hub's loader: the articles of the sections its card names in
 * content/help.yaml, in their reading order (listArticles sorts by section,
 * then order).
 */
function hubLoader(hubPath: string) {
  const sections = sectionsOf(hubPath);
  return async ({ context }: LoaderArgs): Promise<ArticleSummary[]> => (await context.get(siteDataContext).listArticles()).filter((a) => sections.includes(a.section));
}

export const gettingStartedLoader = hubLoader(paths.gettingStarted);
export const resourcesLoader = hubLoader(paths.resources);
/** The refund and pricing articles, each listed by its short question and answer (hubTitle, hubText in its front matter). */
export const refundLoader = hubLoader(paths.refund);
