import { createHash } from 'node:crypto';
import ical, { ICalAlarmType, ICalEventTransparency } from 'ical-generator';
import { heading, results } from '../../../shared/content/generated/compliance-calendar-page';
import { formatLongDate } from '../../../shared/format/long-date';
import { formatDollars } from '../../../shared/format/whole-number';
import type { ServicePath } from '../../../shared/site-paths';
import { serviceNames } from '../../../shared/content/generated/site';
import type { CalendarInputs, Deadline } from '../../../shared/tools/calendar-inputs';
import { addDays } from './calendar-days.server';

/** Calendar apps remind this long before each deadline. */
const alarmSeconds = 14 * 24 * 60 * 60;

/**
 * The company a calendar is for, as a short key: two companies' calendars in
 * one app must not share a UID, yet the same company's must, download after
 * download. Entity, state and formation date name a company; the flags do not
 * (adding employees adds events, it does not make another company).
 */
function companyKey(inputs: CalendarInputs): string {
  return createHash('sha256').update(`${inputs.entity}|${inputs.state}|${inputs.formed}`).digest('hex').slice(0, 12);
}

const serviceName = (path: string): string => serviceNames[path as ServicePath] ?? path;

/**
 * The deadlines as an RFC 5545 calendar (ical-generator writes the escaping,
 * line folding and CRLFs). Each deadline is an all-day event with a display
 * alarm two weeks before; its UID is the deadline's id (the obligation and its
 * period), the company's key and the site's host, so a new download updates
 * the events of the last one instead of adding copies. Each is free time
 * (TRANSP:TRANSPARENT). DTSTAMP is the list's
 * first day, so the same request gives the same bytes all day, on every replica.
 */
export function calendarIcs(deadlines: Deadline[], inputs: CalendarInputs, from: string, site: { siteUrl: string; siteName: string }): string {
  const host = new URL(site.siteUrl).host;
  const key = companyKey(inputs);
  const calendar = ical({ name: `${heading}: ${site.siteName}`, prodId: { company: host, product: 'compliance-calendar', language: 'EN' } });
  const stamp = new Date(`${from}T00:00:00Z`);
  for (const deadline of deadlines) {
    const lines = [
      `${results.authority}: ${deadline.authority}`,
      `${results.amount}: ${deadline.amount === null ? results.amountNone : formatDollars(deadline.amount)}`,
      `${results.penalty}: ${deadline.penalty}`,
      `${results.source}: ${deadline.source} (${results.sourceLink.replace('{asOf}', formatLongDate(deadline.asOf))})`,
      ...(deadline.franchiseTax ? [`${results.estimate}: ${new URL(deadline.franchiseTax.estimatePath, site.siteUrl).href}`] : []),
      ...(deadline.service ? [`${results.service}: ${serviceName(deadline.service)}, ${new URL(deadline.service, site.siteUrl).href}`] : []),
    ];
    calendar.createEvent({
      id: `${deadline.id}.${key}@${host}`,
      allDay: true,
      start: new Date(`${deadline.date}T00:00:00Z`),
      end: new Date(`${addDays(deadline.date, 1)}T00:00:00Z`),
      stamp,
      summary: deadline.title,
      description: lines.join('\n'),
      url: deadline.source,
      alarms: [{ type: ICalAlarmType.display, trigger: alarmSeconds, description: deadline.title }],
      // A deadline is a reminder, not a meeting: it leaves the day free for booking.
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  // RFC 5545 ends every content line, the last included, with CRLF.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
