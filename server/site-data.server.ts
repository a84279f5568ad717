import { SiteDataError, type SiteData } from '../shared/data/site-data';
import type { SiteContent } from './content/content.server';
import type { SiteApi } from './site-api/site-api';

/** What loaders read on the server: the blog through SiteApi, everything else from local content. */
export function createServerSiteData(api: SiteApi, content: SiteContent): SiteData {
  return {
    listPosts: (page, limit) => api.listPosts(page, limit),
    getPost: (id) => api.getPost(id),
    listArticles: async () => content.articles.list(),
    async getArticle(slug) {
      const article = content.articles.get(slug);
      if (!article) throw new SiteDataError('not-found', 'Article not found', 404);
      return article;
    },
    searchArticles: async (query) => content.helpSearch.search(query),
    async getLegal(slug) {
      const doc = content.legal.get(slug);
      if (!doc) throw new SiteDataError('not-found', 'Document not found', 404);
      return doc;
    },
  };
}
