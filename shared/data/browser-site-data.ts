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

/** The browser's SiteData: same-origin /api calls only. */
export const browserSiteData: SiteData = {
  listPosts: (page, limit) => getJson(`/api/blogs?page=${page}&limit=${limit}`),
  getPost: (id) => getJson(`/api/blogs/${encodeURIComponent(id)}`),
  listArticles: () => getJson('/api/articles'),
  getArticle: (slug) => getJson(`/api/articles/${encodeURIComponent(slug)}`),
  searchArticles: (query) => getJson(`/api/search?q=${encodeURIComponent(query)}`),
  getLegal: (slug) => getJson(`/api/legal/${encodeURIComponent(slug)}`),
};
