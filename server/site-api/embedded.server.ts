import { SiteDataError, type BlogPost } from '../../shared/data/site-data';
import type { ContactMessage, SupportQuery } from '../../shared/forms/schemas';
import type { MessageStore } from '../storage/message-store.server';
import type { SiteApi } from './site-api';

/** What the embedded API needs of message storage: rows added at most once per idempotency key. */
type FormStore = Pick<MessageStore, 'healthy' | 'close'> & {
  addContact(message: ContactMessage, idempotencyKey?: string): Promise<number>;
  addQuery(query: SupportQuery, idempotencyKey?: string): Promise<number>;
};

/** The API without an API host: posts from Markdown in memory, forms into local SQLite. */
export function createEmbeddedSiteApi(posts: BlogPost[], store: FormStore, onStored?: () => void): SiteApi {
  const byId = new Map(posts.map((post) => [post._id, post]));
  return {
    mode: 'embedded',
    async listPosts(page, limit) {
      const start = (page - 1) * limit;
      return { blogs: posts.slice(start, start + limit), pages: Math.max(1, Math.ceil(posts.length / limit)) };
    },
    async getPost(id) {
      const post = byId.get(id);
      if (!post) throw new SiteDataError('not-found', 'Blog post not found', 404);
      return post;
    },
    async sendContact(message, opts) {
      await store.addContact(message, opts?.idempotencyKey);
      onStored?.();
    },
    async submitQuery(query, opts) {
      await store.addQuery(query, opts?.idempotencyKey);
      onStored?.();
    },
    async ready() {
      return store.healthy();
    },
    async close() {
      await store.close();
    },
  };
}
