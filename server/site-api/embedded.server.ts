import { SiteDataError, type BlogPost } from '../../shared/data/site-data';
import type { MessageStore } from '../storage/message-store.server';
import type { SiteApi } from './site-api';

/** The API without an API host: posts from Markdown in memory, forms into our own storage. */
export function createEmbeddedSiteApi(posts: BlogPost[], store: MessageStore, onStored?: () => void): SiteApi {
  const byId = new Map(posts.map((post) => [post._id, post]));
  return {
    mode: 'embedded',
    bookings: {
      // A new booking or a cancellation queued mail: the outbox sends it now.
      book: async (booking, key, now) => {
        const result = await store.book(booking, key, now);
        if (result.kind === 'created') onStored?.();
        return result;
      },
      takenBetween: (from, to) => store.takenBetween(from, to),
      find: (id) => store.find(id),
      cancel: async (id, now) => {
        const result = await store.cancel(id, now);
        if (result === 'cancelled') onStored?.();
        return result;
      },
      sharedSecret: (name, candidate) => store.sharedSecret(name, candidate),
    },
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
      return store.ready();
    },
    async close() {
      await store.close();
    },
  };
}
