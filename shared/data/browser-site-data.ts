import { SiteDataError, type SiteData } from './site-data';

async function getJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new SiteDataError('unavailable', error instanceof Error ? error.message : String(error));
  }
  if (response.status === 404) throw new SiteDataError('not-found', 'Not found', 404);
  if (!response.ok) throw new SiteDataError('upstream', `HTTP error! status: ${response.status}`, response.status);
  return (await response.json()) as T;
}

/**
 * What the browser reads after hydration, through same-origin /api calls: the blog's next page (Load More) and the
 * help search as the visitor types. Everything else arrives in the page's data block.
 */
export const browserSiteData: Pick<SiteData, 'listPosts' | 'searchArticles'> = {
  listPosts: (page, limit) => getJson(`/api/blogs?page=${page}&limit=${limit}`),
  searchArticles: (query) => getJson(`/api/search?q=${encodeURIComponent(query)}`),
};
