import type { LoaderFunctionArgs } from 'react-router';
import type { ArticleSection } from '../../content/article-paths';
import { siteData } from '../../data/loader-data';
import { SiteDataError, type SearchHit } from '../../data/site-data';
import { normalizeQuery } from './search-query';

export interface HelpData {
  /** Articles per section; null when the list could not be loaded (the cards then show no counts). */
  counts: Partial<Record<ArticleSection, number>> | null;
  /** The normalised ?q=, '' when there is none. */
  query: string;
  hits: SearchHit[];
  /** The search call failed; only the browser's /api client can fail this way. */
  searchFailed: boolean;
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

/** Serves the first render (with ?q= results, so /help?q=llc works without JavaScript) and the search box's fetcher. */
export async function loader({ request, context }: LoaderFunctionArgs): Promise<HelpData> {
  const query = normalizeQuery(new URL(request.url).searchParams.get('q'));
  const data = siteData(context);
  const [articles, hits] = await Promise.all([orNull(data.listArticles()), query ? orNull(data.searchArticles(query)) : []]);
  const counts = articles?.reduce<Partial<Record<ArticleSection, number>>>((acc, a) => ({ ...acc, [a.section]: (acc[a.section] ?? 0) + 1 }), {}) ?? null;
  return { counts, query, hits: hits ?? [], searchFailed: hits === null };
}
