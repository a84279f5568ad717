import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { ReminderSender } from '../reminders/reminder-sender.server';
import type { MessageStore } from '../storage/message-store.server';
import { composeMail } from './compose.server';

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
  /** The deadline reminders' mails, sent in the same pass through the same connection (server/reminders/). */
  reminders?: ReminderSender;
  /** The time every claim, lease and schedule is reckoned from; tests drive it. */
  now?: () => Date;
}

export const defaultBackoff = (attempts: number) => Math.min(5_000 * 2 ** attempts, 60 * 60 * 1000);

/**
 * Delivers stored messages by e-mail; every replica runs one. Each row is
 * claimed with a lease before it is sent (one row at a time, so the lease
 * covers one SMTP exchange), so two outboxes never send the same row, and a
 * replica killed mid-send holds it only until its lease lapses. A row is
 * marked sent only after the SMTP server accepted it, so a message is never
 * lost while the mail server is down; failures wait out a growing backoff.
 */
export function startOutbox(opts: OutboxOptions): Outbox {
  const transport = nodemailer.createTransport(opts.smtpUrl, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  const backoff = opts.backoffMs ?? defaultBackoff;
  const domain = /@([^>\s]+)/.exec(opts.from)?.[1] ?? 'localhost';
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const leaseMs = opts.leaseMs ?? 5 * 60 * 1000;
  const now = opts.now ?? (() => new Date());

  /** Walks the due rows in id order, so each is tried at most once per pass and a failing row waits for its backoff; then the reminders'. */
  const pass = async () => {
    await messagesPass();
    await opts.reminders?.pass({ transport, now, stopped: () => stopped, leaseMs, backoff });
  };

  const messagesPass = async () => {
    let after = 0;
    while (!stopped) {
      const [row] = await opts.store.claimDue(now(), after, 1, leaseMs);
      if (!row) return;
      after = row.id;
      const mail = composeMail(row, opts.siteName, domain);
      try {
        await transport.sendMail({ from: opts.from, to: opts.to, ...mail });
      } catch (error) {
        const next = new Date(now().getTime() + backoff(row.attempts));
        await opts.store.markFailed(row.id, error instanceof Error ? error.message : String(error), next);
        opts.logger.warn({ submission: row.id, retryAt: next.toISOString(), err: error }, 'e-mail delivery failed; will retry');
        continue;
      }
      await opts.store.markSent(row.id, now());
      opts.logger.info({ submission: row.id }, 'delivered by e-mail');
    }
  };

  /** One worker at a time; a poke during a pass schedules one more pass. */
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
