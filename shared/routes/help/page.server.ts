import { orNull, searchHelp, type HelpData } from './help-data';
import { normalizeQuery } from '../../help/search-query';
import { siteDataContext, type LoaderArgs } from '../../../server/ssr/route-context.server';

/** /help: the first render, with ?q= results, so /help?q=llc works without JavaScript. */
export async function loader({ request, context }: LoaderArgs): Promise<HelpData> {
  const query = normalizeQuery(new URL(request.url).searchParams.get('q'));
  const site = context.get(siteDataContext);
  const [articles, results] = await Promise.all([orNull(site.listArticles()), searchHelp(site, query)]);
  const counts = articles?.reduce<Partial<Record<string, number>>>((acc, a) => ({ ...acc, [a.section]: (acc[a.section] ?? 0) + 1 }), {}) ?? null;
  return { counts, ...results };
}
