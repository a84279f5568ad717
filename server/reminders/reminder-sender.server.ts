import type { Logger } from 'pino';
import type { FactChange } from '../../shared/content/types';
import { parseCalendarInputs, type CalendarInputs, type Deadline } from '../../shared/tools/calendar-inputs';
import type { MailQueue } from '../mail/mail-queue.server';
import { replyAddress } from '../mail/reply-to.server';
import type { ClaimedReminderMail, ReminderStore, ReminderToQueue, SignupToCheck } from '../storage/reminder-store.server';
import { changeAlertMail } from './change-alert-mail.server';
import { changeAlertKey, dueChangeAlerts, type ChangeAlert } from './change-alerts.server';
import type { ReminderLinks } from './reminder-links.server';
import { confirmationMail, reminderMail } from './reminder-mail.server';
import { reminderRules } from './reminder-rules.server';
import { dueReminders, isoDayOf, nextUtcDay } from './reminder-schedule.server';

/** The compliance calendar's deadlines for a company from a day on (server/tools/compliance/deadlines.server.ts). */
export type DeadlinesFor = (inputs: CalendarInputs, from: string) => Deadline[];

export interface ReminderSenderOptions {
  store: ReminderStore;
  /** Without it nothing is scheduled: confirmations still go out, reminders wait until the calendar is wired in. */
  deadlines: DeadlinesFor | null;
  /** content/changes.yaml's changes: each that names rules is told once to the confirmed subscribers whose deadlines it affects. */
  changes: readonly FactChange[];
  links: () => Promise<ReminderLinks>;
  from: string;
  siteName: string;
  siteUrl: string;
  logger: Logger;
}

/** The reminders' mails as one queue of the outbox: bulk, so never sent before a waiting contact message (decision 0035). */
export type ReminderSender = MailQueue<ClaimedReminderMail>;

// Sign-ups scheduled per claim: each is one deadline computation and one small transaction.
const checkBatch = 50;

/**
 * The reminders' queue of the outbox, on every replica. Each step is safe to
 * run on several at once: scheduling claims sign-ups with a lease and queues
 * each reminder under a unique key (once ever, whoever computes it), and the
 * outbox claims each mail with a lease and marks it sent after the SMTP server
 * took it, as it does every mail. A permanent refusal marks the address
 * bounced: nothing more is queued or sent to it.
 */
export function createReminderSender(opts: ReminderSenderOptions): ReminderSender {
  const { leadDays, changeAlertDays, unconfirmedMs, bouncedMs, confirmation } = reminderRules;

  /** A sign-up's reminders due today and its alerts of the changes that affect its deadlines: one calendar computed for both. */
  const dueFor = (signup: SignupToCheck, deadlines: DeadlinesFor, today: string): ReminderToQueue[] => {
    const parsed = parseCalendarInputs(JSON.parse(signup.inputs) as Record<string, unknown>);
    if (!parsed.ok) return [];
    const calendar = deadlines(parsed.inputs, today);
    const reminders = dueReminders(calendar, today, leadDays).map((d): ReminderToQueue => ({
      kind: 'reminder',
      signupId: signup.id,
      deadlineId: d.deadline.id,
      leadDays: d.leadDays,
      deadlineOn: d.deadline.date,
      payload: JSON.stringify(d.deadline),
    }));
    const alerts = dueChangeAlerts(opts.changes, calendar, { today, confirmedOn: signup.confirmedAt.slice(0, 10), alertDays: changeAlertDays }).map((a): ReminderToQueue => ({
      kind: 'change',
      signupId: signup.id,
      deadlineId: changeAlertKey(a.change.id),
      leadDays: 0,
      deadlineOn: a.lastDay,
      payload: JSON.stringify(a),
    }));
    return [...reminders, ...alerts];
  };

  const compose = async (mail: ClaimedReminderMail, now: Date, domain: string) => {
    const links = await opts.links();
    if (mail.kind === 'confirm') {
      return confirmationMail({
        mailId: mail.id,
        siteName: opts.siteName,
        link: links.confirmUrl(mail.signupId, mail.linkExpiresAt),
        hours: Math.round(confirmation.linkMs / 3_600_000),
        days: Math.round(unconfirmedMs / 86_400_000),
        domain,
      });
    }
    const unsubscribe = links.unsubscribeUrl(mail.signupId);
    if (mail.kind === 'change') {
      const alert = JSON.parse(mail.payload ?? 'null') as ChangeAlert;
      return changeAlertMail({ mailId: mail.id, siteName: opts.siteName, siteUrl: opts.siteUrl, alert, unsubscribe, domain });
    }
    const deadline = JSON.parse(mail.payload ?? 'null') as Deadline;
    const daysLeft = Math.max(0, Math.round((Date.parse(`${deadline.date}T00:00:00Z`) - Date.parse(`${isoDayOf(now)}T00:00:00Z`)) / 86_400_000));
    return reminderMail({ mailId: mail.id, siteName: opts.siteName, siteUrl: opts.siteUrl, deadline, daysLeft, unsubscribe, domain });
  };

  return {
    priority: 'bulk',
    logKey: 'reminderMail',
    async beforePass(now) {
      await opts.store.forgetExpired(new Date(now.getTime() - unconfirmedMs), isoDayOf(now), new Date(now.getTime() - bouncedMs));
    },
    async queueSome(now, leaseMs) {
      if (!opts.deadlines) return false;
      const today = isoDayOf(now);
      const signups = await opts.store.claimSignupsToCheck(now, checkBatch, leaseMs);
      for (const signup of signups) await opts.store.queueReminders(signup.id, dueFor(signup, opts.deadlines, today), now, nextUtcDay(now));
      return signups.length === checkBatch;
    },
    async claim(now, afterId, leaseMs) {
      const [mail] = await opts.store.claimDueMails(now, afterId, 1, leaseMs);
      return mail;
    },
    async compose(mail, ctx) {
      const to = replyAddress(mail.email);
      if (!to) {
        // Checked at sign-up; a row that is not one plain address (stored some other way) can never be delivered.
        await opts.store.unsubscribe(mail.signupId);
        opts.logger.warn({ reminderMail: mail.id }, 'a reminder sign-up without a deliverable address was deleted');
        return null;
      }
      return { to, ...(await compose(mail, ctx.now, ctx.domain)) };
    },
    sent: (mail, at) => opts.store.markMailSent(mail.id, at),
    retry: (mail, error, next) => opts.store.markMailFailed(mail.id, error, next),
    failed: (mail, error, at) => opts.store.markMailUndeliverable(mail.id, error, at, false),
    refused: (mail, error, at) => opts.store.markMailUndeliverable(mail.id, error, at, true),
  };
}
