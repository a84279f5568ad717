import { SiteDataError, type SearchHit, type SiteData } from '../../data/site-data';

/** The answer to one search. */
export interface HelpSearchResults {
  /** The normalised ?q=, '' when there is none. */
  query: string;
  hits: SearchHit[];
  /** The search call failed (the API host or, in the browser, /api did not answer). */
  searchFailed: boolean;
}

/** What /help's loader returns (page.server.ts). */
export interface HelpData extends HelpSearchResults {
  /** Articles per section; null when the list could not be loaded (the cards then show no counts). */
  counts: Partial<Record<string, number>> | null;
}

/** A failed read must not replace the page with the error screen: the search box stays usable. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
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
