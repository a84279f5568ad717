import type { BlogPage, BlogPost } from '../../shared/data/site-data';
import type { ContactMessage, SupportQuery } from '../../shared/forms/schemas';

/**
 * The firm's API, as this server uses it: the blog, and the two forms. One
 * implementation talks to the API host, the other works on local storage.
 */
export interface SiteApi {
  readonly mode: 'upstream' | 'embedded';
  listPosts(page: number, limit: number): Promise<BlogPage>;
  getPost(id: string): Promise<BlogPost>;
  sendContact(message: ContactMessage): Promise<void>;
  submitQuery(query: SupportQuery): Promise<void>;
  /** Readiness: storage writable, or the API host reachable. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}
