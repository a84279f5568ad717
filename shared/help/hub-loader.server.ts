import type { ArticleSummary } from '../data/site-data';
import { sectionsOf } from './sections';
import { siteDataContext, type LoaderArgs } from '../../server/ssr/route-context.server';

/**
 * A hub's loader: the articles of the sections its card names in
 * content/help.yaml, in their reading order (listArticles sorts by section,
 * then order).
 */
export function hubLoader(hubPath: string) {
  const sections = sectionsOf(hubPath);
  return async ({ context }: LoaderArgs): Promise<ArticleSummary[]> => (await context.get(siteDataContext).listArticles()).filter((a) => sections.includes(a.section));
}
