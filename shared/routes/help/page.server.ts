import { orNull, searchHelp, type HelpData } from './help-data';
import { normalizeQuery } from '../../help/search-query';
import { siteDataContext, type LoaderArgs } from '../../../server/ssr/route-context.server';
import type { PageQuery } from '../../../server/ssr/page-query.server';

/** ?q=, the search as the index reads it: trimmed, spaces collapsed, bounded; none when empty. */
export const query = {
  q: (raw) => normalizeQuery(raw) || null,
} satisfies PageQuery;

/** /help: the first render, with ?q= results, so /help?q=llc works without JavaScript. */
export async function loader({ request, context }: LoaderArgs): Promise<HelpData> {
  const search = normalizeQuery(new URL(request.url).searchParams.get('q'));
  const site = context.get(siteDataContext);
  const [articles, results] = await Promise.all([orNull(site.listArticles()), searchHelp(site, search)]);
  const counts = articles?.reduce<Partial<Record<string, number>>>((acc, a) => ({ ...acc, [a.section]: (acc[a.section] ?? 0) + 1 }), {}) ?? null;
  return { counts, ...results };
}
