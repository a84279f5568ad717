import type { Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { FactChange } from '../../shared/content/types';
import { parseCalendarInputs, type CalendarInputs, type Deadline } from '../../shared/tools/calendar-inputs';
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

export interface ReminderPassContext {
  transport: Transporter;
  now: () => Date;
  stopped: () => boolean;
  leaseMs: number;
  backoff: (attempts: number) => number;
}

export interface ReminderSender {
  /** Forgets what has expired, queues the reminders and change alerts due today, and sends every due mail once. */
  pass(ctx: ReminderPassContext): Promise<void>;
}

// Sign-ups scheduled per claim: each is one deadline computation and one small transaction.
const checkBatch = 50;

/**
 * The reminders' part of the outbox's pass, on every replica. Each step is
 * safe to run on several at once: scheduling claims sign-ups with a lease and
 * queues each reminder under a unique key (once ever, whoever computes it),
 * and sending claims each mail with a lease and marks it sent after the SMTP
 * server took it, exactly as the messages' outbox does.
 */
export function createReminderSender(opts: ReminderSenderOptions): ReminderSender {
  const domain = /@([^>\s]+)/.exec(opts.from)?.[1] ?? 'localhost';
  const { leadDays, changeAlertDays, unconfirmedMs, confirmation } = reminderRules;

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

  const schedule = async (ctx: ReminderPassContext, deadlines: DeadlinesFor) => {
    while (!ctx.stopped()) {
      const now = ctx.now();
      const today = isoDayOf(now);
      const signups = await opts.store.claimSignupsToCheck(now, checkBatch, ctx.leaseMs);
      if (!signups.length) return;
      for (const signup of signups) await opts.store.queueReminders(signup.id, dueFor(signup, deadlines, today), now, nextUtcDay(now));
    }
  };

  const compose = async (mail: ClaimedReminderMail, now: Date) => {
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

  const send = async (ctx: ReminderPassContext) => {
    let after = 0;
    while (!ctx.stopped()) {
      const [mail] = await opts.store.claimDueMails(ctx.now(), after, 1, ctx.leaseMs);
      if (!mail) return;
      after = mail.id;
      const to = replyAddress(mail.email);
      if (!to) {
        // Checked at sign-up; a row that is not one plain address (stored some other way) can never be delivered.
        await opts.store.unsubscribe(mail.signupId);
        opts.logger.warn({ reminderMail: mail.id }, 'a reminder sign-up without a deliverable address was deleted');
        continue;
      }
      try {
        await ctx.transport.sendMail({ from: opts.from, to, ...(await compose(mail, ctx.now())) });
      } catch (error) {
        const next = new Date(ctx.now().getTime() + ctx.backoff(mail.attempts));
        await opts.store.markMailFailed(mail.id, error instanceof Error ? error.message : String(error), next);
        opts.logger.warn({ reminderMail: mail.id, retryAt: next.toISOString(), err: error }, 'reminder e-mail failed; will retry');
        continue;
      }
      await opts.store.markMailSent(mail.id, ctx.now());
      opts.logger.info({ reminderMail: mail.id, kind: mail.kind }, 'reminder e-mail sent');
    }
  };

  return {
    async pass(ctx) {
      const now = ctx.now();
      await opts.store.forgetExpired(new Date(now.getTime() - unconfirmedMs), isoDayOf(now));
      if (opts.deadlines) await schedule(ctx, opts.deadlines);
      await send(ctx);
    },
  };
}
