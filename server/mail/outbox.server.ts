import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { ReminderSender } from '../reminders/reminder-sender.server';
import type { MessageStore } from '../storage/message-store.server';
import { defaultBackoff, errorText, giveUpAfterMs, isPermanentRefusal, mailDomain } from './delivery-policy.server';
import type { ClaimedMail, MailQueue } from './mail-queue.server';
import { messageQueue } from './message-queue.server';

export { defaultBackoff } from './delivery-policy.server';

export interface Outbox {
  /** Look for pending rows now (called right after a message is stored). */
  poke(): void;
  stop(): Promise<void>;
  /** One pass over the due rows; resolves when it is done (used by tests and shutdown). */
  drain(): Promise<void>;
}

export interface OutboxOptions {
  store: MessageStore;
  smtpUrl: string;
  from: string;
  to: string;
  siteName: string;
  logger: Logger;
  pollMs?: number;
  /** Retry delay for a row that has failed n times. */
  backoffMs?: (attempts: number) => number;
  /** How long a claimed row stays this outbox's: far longer than one SMTP exchange can take (nodemailer's timeouts below). */
  leaseMs?: number;
  /** The deadline reminders' mails: bulk, sent through the same loop and connection after the messages (server/reminders/). */
  reminders?: ReminderSender;
  /** The bookings' invitations and cancellations: transactional, like the messages (server/booking/). */
  bookings?: MailQueue;
  /** Bulk mails sent between two looks at the transactional ones: what a contact message may wait behind. */
  bulkBatch?: number;
  /** The time every claim, lease and schedule is reckoned from; tests drive it. */
  now?: () => Date;
}

// Ten mails at a slow server's ~0.25 s each: a contact message waits a few seconds at most behind any backlog.
const defaultBulkBatch = 10;

/**
 * Delivers every kind of mail the site sends; every replica runs one
 * (decision 0035). Each row is claimed with a lease before it is sent (one
 * row at a time, so the lease covers one SMTP exchange), so two outboxes never
 * send the same row, and a replica killed mid-send holds it only until its
 * lease lapses. A row is marked sent only after the SMTP server accepted it,
 * so nothing is lost while the mail server is down; failures wait out one
 * growing backoff, end after a bounded time, and a permanent refusal of a
 * stranger's address ends its mail at once.
 *
 * Fairness: each round sends every due transactional mail, then at most one
 * batch of bulk (after one step of scheduling it), then looks again; so a
 * contact message waits behind at most one batch, whatever the backlog.
 */
export function startOutbox(opts: OutboxOptions): Outbox {
  const transport = nodemailer.createTransport(opts.smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  const backoff = opts.backoffMs ?? defaultBackoff;
  const domain = mailDomain(opts.from);
  const leaseMs = opts.leaseMs ?? 5 * 60 * 1000;
  const bulkBatch = opts.bulkBatch ?? defaultBulkBatch;
  const now = opts.now ?? (() => new Date());
  const queues: MailQueue[] = [messageQueue(opts.store, opts.to, opts.siteName), ...(opts.bookings ? [opts.bookings] : []), ...(opts.reminders ? [opts.reminders] : [])];
  const transactional = queues.filter((q) => q.priority === 'transactional');
  const bulk = queues.filter((q) => q.priority === 'bulk');
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const deliver = async <M extends ClaimedMail>(queue: MailQueue<M>, mail: M) => {
    const log = { [queue.logKey]: mail.id };
    const message = await queue.compose(mail, { now: now(), domain });
    if (!message) return;
    try {
      await transport.sendMail({ from: opts.from, ...message });
    } catch (error) {
      const at = now();
      if (queue.refused && isPermanentRefusal(error)) {
        await queue.refused(mail, errorText(error), at);
        opts.logger.warn({ ...log, err: error }, 'e-mail refused for good; no more mail to that address');
      } else if (at.getTime() - Date.parse(mail.queuedAt) >= giveUpAfterMs) {
        await queue.failed(mail, errorText(error), at);
        opts.logger.error({ ...log, err: error }, 'e-mail not delivered in the retry time; kept, marked failed');
      } else {
        const next = new Date(at.getTime() + backoff(mail.attempts));
        await queue.retry(mail, errorText(error), next);
        opts.logger.warn({ ...log, retryAt: next.toISOString(), err: error }, 'e-mail delivery failed; will retry');
      }
      return;
    }
    await queue.sent(mail, now());
    opts.logger.info(log, 'delivered by e-mail');
  };

  /**
   * Sends up to `limit` due rows of one queue above its cursor, in id order,
   * so each is tried at most once per pass and a failing row waits for its
   * backoff. True if it stopped at the limit (there may be more).
   */
  const sendFrom = async (queue: MailQueue, cursor: Map<MailQueue, number>, limit: number): Promise<boolean> => {
    for (let sent = 0; sent < limit; sent++) {
      if (stopped) return false;
      const mail = await queue.claim(now(), cursor.get(queue) ?? 0, leaseMs);
      if (!mail) return false;
      cursor.set(queue, mail.id);
      await deliver(queue, mail);
    }
    return true;
  };

  const pass = async () => {
    const cursor = new Map<MailQueue, number>();
    for (const q of queues) await q.beforePass?.(now());
    let more = true;
    while (more && !stopped) {
      for (const q of transactional) await sendFrom(q, cursor, Infinity);
      more = false;
      for (const q of bulk) {
        if (stopped) return;
        if (await q.queueSome?.(now(), leaseMs)) more = true;
        if (await sendFrom(q, cursor, bulkBatch)) more = true;
      }
    }
  };

  /** One worker at a time; a poke during a pass schedules one more pass (and the pass itself looks for new transactional mail after each batch). */
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await pass();
      } while (again && !stopped);
    })()
      .catch((error: unknown) => opts.logger.error({ err: error }, 'outbox pass failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };

  const drain = async (): Promise<void> => {
    if (running) await running;
    await run();
  };

  const timer = setInterval(() => void run(), opts.pollMs ?? 5_000);
  timer.unref();
  void run();

  return {
    poke: () => void run(),
    drain,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
