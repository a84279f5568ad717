import type { SendMailOptions } from 'nodemailer';

/**
 * Transactional mail is what a visitor is waiting on a person for (a contact
 * message, a support query, a booking); bulk is what the site sends on its own
 * schedule (confirmations, reminders, change alerts). The outbox never lets
 * bulk hold transactional back (decision 0035).
 */
export type MailPriority = 'transactional' | 'bulk';

/** What the outbox needs of every claimed mail, whatever its table. */
export interface ClaimedMail {
  id: number;
  /** Failed attempts so far: the backoff grows with them. */
  attempts: number;
  /** When it was queued (ISO): retries stop a bounded time after it. */
  queuedAt: string;
}

export interface ComposeContext {
  now: Date;
  /** The domain Message-IDs are made under (delivery-policy.server.ts). */
  domain: string;
}

/**
 * One table of mail the outbox sends: it claims a row under a lease (so one
 * replica sends it), and records what became of it. The outbox's loop, retry
 * policy and priorities are the same for every queue (outbox.server.ts).
 */
export interface MailQueue<M extends ClaimedMail = ClaimedMail> {
  priority: MailPriority;
  /** The log field that names a row of this queue (`submission`, `reminderMail`). */
  logKey: string;
  /** Once at the start of each pass: forgetting what has expired. */
  beforePass?(now: Date): Promise<void>;
  /** One bounded step of queueing mail (the reminders' scheduling); true if there may be more to queue. */
  queueSome?(now: Date, leaseMs: number): Promise<boolean>;
  /** Leases the oldest due row above `afterId` that no live lease holds, until now + leaseMs. */
  claim(now: Date, afterId: number, leaseMs: number): Promise<M | undefined>;
  /** The mail to send (recipient included), or null if this row can never be sent: the queue has dealt with it. */
  compose(mail: M, ctx: ComposeContext): Promise<SendMailOptions | null>;
  sent(mail: M, at: Date): Promise<void>;
  /** A temporary failure: tried again at `nextAttempt`. */
  retry(mail: M, error: string, nextAttempt: Date): Promise<void>;
  /** Never tried again: refused for good, or out of retry time. Kept, marked failed, for a person to see. */
  failed(mail: M, error: string, at: Date): Promise<void>;
  /**
   * A permanent refusal (5xx) of the recipient. A queue that has it stops
   * writing to that address; one without it (the firm's own inbox, which a
   * person will fix) keeps retrying until out of retry time.
   */
  refused?(mail: M, error: string, at: Date): Promise<void>;
}
