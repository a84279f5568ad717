import { mail as copy } from '../../shared/content/generated/reminders';
import { fillSlots } from '../../shared/format/fill-slots';
import { headerText } from '../mail/header-text.server';

export interface ReminderMailContent {
  subject: string;
  text: string;
  messageId: string;
  /** RFC 2369 and RFC 8058: one-click unsubscribe. */
  list?: { unsubscribe: string };
  headers?: Record<string, string>;
}

const amountFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A deadline's fee or tax in whole dollars ("$400"), or null where the calendar has no fixed amount. */
export const dollars = (amount: number | null) => (amount === null ? null : amountFormat.format(amount));

/** "Label: value" lines, one per value present, each value made one line (content and URLs only, nothing a visitor typed). */
export const labelledLines = (rows: ReadonlyArray<readonly [string, string | null]>) => rows.flatMap(([label, value]) => (value ? [`${label}: ${headerText(value)}`] : [])).join('\n');

/** The id every mail of the reminders' outbox is known by: its row, so a resend after a crash is the same message. */
export const reminderMessageId = (mailId: number, domain: string) => `<reminder-mail-${mailId}@${domain}>`;

/**
 * What every mail to a confirmed subscriber carries, whatever it is about (a
 * reminder, a change alert): the footer with the unsubscribe link, and the
 * List-Unsubscribe headers a mail client's one-click button posts to.
 */
export function subscriberMail(opts: { mailId: number; domain: string; siteName: string; unsubscribe: string; subject: string; body: string }): ReminderMailContent {
  return {
    subject: headerText(opts.subject),
    text: `${opts.body}\n\n${fillSlots(copy.reminderFooter, { siteName: opts.siteName, link: opts.unsubscribe })}\n`,
    messageId: reminderMessageId(opts.mailId, opts.domain),
    list: { unsubscribe: opts.unsubscribe },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
