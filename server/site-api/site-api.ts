import type { BlogPage, BlogPost } from '../../shared/data/site-data';
import type { ContactMessage, SupportQuery } from '../../shared/forms/schemas';
import type { Reminders } from '../reminders/reminders.server';
import type { BookingStore } from '../storage/booking-store.server';

export interface SubmitOptions {
  /** The client's name for this submission (its Idempotency-Key header), the same on every retry. */
  idempotencyKey?: string;
}

/**
 * The firm's API, as this server uses it: the blog, and the two forms. One
 * implementation talks to the API host, the other works on local storage.
 */
export interface SiteApi {
  readonly mode: 'upstream' | 'embedded';
  listPosts(page: number, limit: number): Promise<BlogPage>;
  getPost(id: string): Promise<BlogPost>;
  /**
   * Resolves once the message is stored (or accepted by the API host); a repeated idempotency key with the same message is
   * answered the same, stored once; with another message it rejects with KeyReusedError and stores nothing.
   */
  sendContact(message: ContactMessage, opts?: SubmitOptions): Promise<void>;
  submitQuery(query: SupportQuery, opts?: SubmitOptions): Promise<void>;
  /** Deadline reminders by e-mail: only with our own storage and an SMTP server to send them (SMTP_URL). */
  readonly reminders?: Reminders;
  /** Booked calls: only with our own storage (an API host does not take bookings). */
  readonly bookings?: BookingStore;
  /** Readiness: storage writable, or the API host reachable. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}
