import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { page as copy, topics } from '../../shared/content/generated/booking';
import type { BookingRecord } from '../storage/booking-store.server';

export interface CallIcsOptions {
  siteUrl: string;
  siteName: string;
  /** The firm's inbox: the ORGANIZER. */
  firmEmail: string;
  /** Where the call happens (content/booking.yaml), or null where it may not be shown (a placeholder on a public origin). */
  meeting: { link?: string; phone?: string } | null;
}

/** The one UID of a booking's call, in every invitation, download and cancellation, so calendar apps update one event. */
export const callUid = (bookingId: number, siteUrl: string) => `booking-${bookingId}@${new URL(siteUrl).host}`;

/**
 * A booked call as an RFC 5545 iTIP message (RFC 5546), written by
 * ical-generator like the compliance calendar's: METHOD:REQUEST with
 * SEQUENCE 0 while it stands, METHOD:CANCEL with SEQUENCE 1 once cancelled.
 * DTSTART and DTEND are in UTC; the firm organises, the founder attends.
 * DTSTAMP is when it was booked (or cancelled), so the same booking gives the
 * same bytes on every replica.
 */
export function callIcs(booking: BookingRecord, opts: CallIcsOptions): string {
  const cancelled = booking.cancelledAt !== null;
  const topic = topics.find((t) => t.id === booking.topic)?.label ?? booking.topic;
  const summary = `${copy.pageTitle}: ${opts.siteName}`;
  const where = opts.meeting?.link ?? opts.meeting?.phone ?? null;
  const calendar = ical({
    name: summary,
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
    prodId: { company: new URL(opts.siteUrl).host, product: 'booking', language: 'EN' },
  });
  calendar.createEvent({
    id: callUid(booking.id, opts.siteUrl),
    sequence: cancelled ? 1 : 0,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: new Date(booking.start),
    end: new Date(booking.end),
    stamp: new Date(booking.cancelledAt ?? booking.createdAt),
    summary,
    description: `${copy.confirmed.topic}: ${topic}`,
    ...(where ? { location: where } : {}),
    ...(opts.meeting?.link ? { url: opts.meeting.link } : {}),
    organizer: { name: opts.siteName, email: opts.firmEmail },
    attendees: [{ name: booking.name, email: booking.email, role: ICalAttendeeRole.REQ, status: ICalAttendeeStatus.NEEDSACTION, rsvp: true }],
  });
  // RFC 5545 ends every content line, the last included, with CRLF.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
