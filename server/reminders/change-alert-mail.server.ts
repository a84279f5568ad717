import { mail as copy } from '../../shared/content/generated/reminders';
import { fillSlots } from '../../shared/format/fill-slots';
import { paths } from '../../shared/site-paths';
import { headerText } from '../mail/header-text.server';
import type { ChangeAlert } from './change-alerts.server';
import { dollars, labelledLines, subscriberMail, type ReminderMailContent } from './subscriber-mail.server';

// The public changelog's page, each change under its id (#<id>).
const changelogPath = paths.changes;

/**
 * The alert of one change to a subscriber whose deadlines it affects: what
 * changed, old and new, from when, which of their deadlines (with the day and
 * the amount the calendar now states), the source (marked when it is someone
 * else's account of it) and the changelog entry. Every word is content: the
 * change's own and content/reminders.yaml's; the footer and unsubscribe
 * headers are every subscriber mail's.
 */
export function changeAlertMail(opts: { mailId: number; siteName: string; siteUrl: string; alert: ChangeAlert; unsubscribe: string; domain: string }): ReminderMailContent {
  const { change, deadlines } = opts.alert;
  const labels = copy.changeLabels;
  const what = labelledLines([
    [labels.title, change.title],
    [labels.old, change.old],
    [labels.new, change.new],
    [labels.effective, change.effective],
  ]);
  const affected = deadlines.map((d) => {
    const amount = dollars(d.amount);
    return `- ${headerText(amount === null ? fillSlots(copy.changeDeadline, { date: d.date, title: d.title }) : fillSlots(copy.changeDeadlineAmount, { date: d.date, title: d.title, amount }))}`;
  });
  const where = labelledLines([
    [change.sourceKind === 'secondary' ? labels.secondarySource : labels.source, change.source],
    [labels.changelog, `${opts.siteUrl}${changelogPath}#${change.id}`],
  ]);
  return subscriberMail({
    mailId: opts.mailId,
    domain: opts.domain,
    siteName: opts.siteName,
    unsubscribe: opts.unsubscribe,
    subject: fillSlots(copy.changeSubject, { title: change.title }),
    body: [copy.changeIntro[change.kind], what, change.summary, [copy.changeDeadlines, ...affected].join('\n'), where].join('\n\n'),
  });
}
