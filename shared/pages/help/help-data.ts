import { siteData } from '../../data/loader-data';
import { SiteDataError, type SearchHit, type SiteData } from '../../data/site-data';
import type { LoaderArgs } from '../../page';
import { normalizeQuery } from './search-query';

/** The answer to one search. */
export interface HelpSearchResults {
  /** The normalised ?q=, '' when there is none. */
  query: string;
  hits: SearchHit[];
  /** The search call failed (the API host or, in the browser, /api did not answer). */
  searchFailed: boolean;
}

export interface HelpData extends HelpSearchResults {
  /** Articles per section; null when the list could not be loaded (the cards then show no counts). */
  counts: Partial<Record<string, number>> | null;
}

/** A failed read must not replace the page with the error screen: the search box stays usable. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof SiteDataError) return null;
    throw error;
  }
}

/** Articles matching `query` (none for an empty one), from the server's data in the loader or the browser's /api as the visitor types. */
export async function searchHelp(data: Pick<SiteData, 'searchArticles'>, query: string): Promise<HelpSearchResults> {
  const hits = query ? await orNull(data.searchArticles(query)) : [];
  return { query, hits: hits ?? [], searchFailed: hits === null };
}

/** The first render, with ?q= results, so /help?q=llc works without JavaScript. */
export async function loader({ request, context }: LoaderArgs): Promise<HelpData> {
  const query = normalizeQuery(new URL(request.url).searchParams.get('q'));
  const data = siteData(context);
  const [articles, results] = await Promise.all([orNull(data.listArticles()), searchHelp(data, query)]);
  const counts = articles?.reduce<Partial<Record<string, number>>>((acc, a) => ({ ...acc, [a.section]: (acc[a.section] ?? 0) + 1 }), {}) ?? null;
  return { counts, ...results };
}
