import type { MessageStore, Submission } from '../storage/message-store.server';
import { composeMail } from './compose.server';
import type { ClaimedMail, MailQueue } from './mail-queue.server';

type ClaimedMessage = Submission & ClaimedMail;

/**
 * Contact messages and support queries, to the firm's inbox: transactional,
 * so sent before any bulk mail. No `refused`: the recipient is the firm's own
 * inbox, so a refusal is a fault a person fixes, and the message waits for it
 * until it is out of retry time; then it stays stored, marked failed, and
 * `npm run inbox` shows it.
 */
export function messageQueue(store: MessageStore, to: string, siteName: string): MailQueue<ClaimedMessage> {
  return {
    priority: 'transactional',
    logKey: 'submission',
    async claim(now, afterId, leaseMs) {
      const [row] = await store.claimDue(now, afterId, 1, leaseMs);
      return row && { ...row, queuedAt: row.created_at };
    },
    compose: async (row, { domain }) => ({ to, ...composeMail(row, siteName, domain) }),
    sent: (row, at) => store.markSent(row.id, at),
    retry: (row, error, next) => store.markFailed(row.id, error, next),
    failed: (row, error, at) => store.markUndeliverable(row.id, error, at),
  };
}
