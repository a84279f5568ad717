import { mail as copy } from '../../shared/content/generated/reminders';
import { fillSlots } from '../../shared/format/fill-slots';
import type { Deadline } from '../../shared/tools/calendar-inputs';
import { headerText } from '../mail/header-text.server';
import { dollars, labelledLines, reminderMessageId, subscriberMail, type ReminderMailContent } from './subscriber-mail.server';

export type { ReminderMailContent } from './subscriber-mail.server';

/**
 * The confirmation mail: the only one an unconfirmed address ever gets. No
 * unsubscribe header, since there is nothing to unsubscribe from yet: ignoring
 * it is the way out, and the request is deleted after the rules' days.
 */
export function confirmationMail(opts: { mailId: number; siteName: string; link: string; hours: number; days: number; domain: string }): ReminderMailContent {
  return {
    subject: headerText(fillSlots(copy.confirmSubject, { siteName: opts.siteName })),
    text: `${fillSlots(copy.confirmText, { siteName: opts.siteName, link: opts.link, hours: String(opts.hours), days: String(opts.days) })}\n`,
    messageId: reminderMessageId(opts.mailId, opts.domain),
  };
}

/**
 * One reminder of one deadline. Every line but the deadline's own words
 * (content, like the calendar's) is ours; nothing a visitor typed reaches a
 * header, and the address goes only to the envelope and To as one address.
 */
export function reminderMail(opts: { mailId: number; siteName: string; siteUrl: string; deadline: Deadline; daysLeft: number; unsubscribe: string; domain: string }): ReminderMailContent {
  const { deadline } = opts;
  const details = labelledLines([
    [copy.labels.title, deadline.title],
    [copy.labels.date, deadline.date],
    [copy.labels.authority, deadline.authority],
    [copy.labels.amount, dollars(deadline.amount)],
    [copy.labels.penalty, deadline.penalty],
    [copy.labels.source, deadline.source],
    [copy.labels.service, deadline.service === null ? null : `${opts.siteUrl}${deadline.service}`],
  ]);
  return subscriberMail({
    mailId: opts.mailId,
    domain: opts.domain,
    siteName: opts.siteName,
    unsubscribe: opts.unsubscribe,
    subject: fillSlots(copy.reminderSubject, { date: deadline.date, title: deadline.title }),
    body: `${fillSlots(copy.reminderIntro, { days: String(opts.daysLeft) })}\n\n${details}`,
  });
}
