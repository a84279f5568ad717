import { DateTime } from 'luxon';
import type { SendMailOptions } from 'nodemailer';
import { availability, mail as copy, topics } from '../../shared/content/generated/booking';
import { fillSlots } from '../../shared/format/fill-slots';
import type { ClaimedMail, MailQueue } from '../mail/mail-queue.server';
import { headerText } from '../mail/header-text.server';
import { escapeControls } from '../mail/escape-controls.server';
import type { BookingMailQueries, BookingStore, ClaimedBookingMail } from '../storage/booking-store.server';
import { newSecret } from '../reminders/reminder-links.server';
import { callIcs } from './booking-ics.server';
import { bookingLinks, type BookingLinks } from './booking-links.server';
import { meetingFor } from './meeting.server';
import { forgetPastBookings } from './booking-retention.server';

export interface BookingMailOptions {
  store: BookingStore & BookingMailQueries;
  siteUrl: string;
  siteName: string;
  /** The firm's inbox: the organizer, and the recipient of the firm's copy. */
  firmEmail: string;
  /** Days after its call ends that a booking and its mails are deleted (BOOKING_RETENTION_DAYS). */
  retentionDays: number;
}

const when = (iso: string, zone: string) => DateTime.fromISO(iso).setZone(zone).toFormat("cccc, d LLLL yyyy 'at' h:mm a", { locale: 'en-US' });

/**
 * The bookings' mails, through the one outbox (decision 0035): transactional,
 * like a contact message, since a founder is waiting for the invitation. Each
 * carries the call as an iTIP calendar part (nodemailer's icalEvent: a
 * text/calendar; method=REQUEST or CANCEL alternative and attachment) with the
 * same UID in every mail of one booking; both invitations carry the signed
 * cancel link. No `refused`: a founder's address was just typed by them, so a
 * refusal is retried like any failure until out of retry time, then kept, failed.
 */
export function bookingMailQueue(opts: BookingMailOptions): MailQueue<ClaimedBookingMail & ClaimedMail> {
  const { store } = opts;
  const icsOptions = { siteUrl: opts.siteUrl, siteName: opts.siteName, firmEmail: opts.firmEmail, meeting: meetingFor(opts.siteUrl) };
  const where = icsOptions.meeting?.link ?? icsOptions.meeting?.phone ?? copy.whereLater;
  let links: Promise<BookingLinks> | null = null;
  const linksReady = () => {
    links ??= store.sharedSecret('booking-links', newSecret()).then((secret) => bookingLinks(opts.siteUrl, secret));
    return links;
  };

  const compose = async (mail: ClaimedBookingMail): Promise<SendMailOptions> => {
    const { booking } = mail;
    const toFounder = mail.recipient === 'founder';
    const zone = toFounder ? booking.timeZone : availability.timeZone;
    const values = {
      siteName: opts.siteName,
      when: when(booking.start, zone),
      zone,
      founderZone: booking.timeZone,
      topic: topics.find((t) => t.id === booking.topic)?.label ?? booking.topic,
      where,
      // What the founder typed, as one line without control characters: it is read in the firm's mail client.
      name: escapeControls(booking.name),
      email: booking.email,
      cancel: (await linksReady()).cancelUrl(booking.id),
    };
    const invite = mail.kind === 'invite';
    const [subject, text] = invite
      ? toFounder
        ? [copy.inviteSubject, copy.inviteText]
        : [copy.firmInviteSubject, copy.firmInviteText]
      : toFounder
        ? [copy.cancelSubject, copy.cancelText]
        : [copy.firmCancelSubject, copy.firmCancelText];
    return {
      to: toFounder ? booking.email : opts.firmEmail,
      ...(toFounder ? {} : { replyTo: booking.email }),
      subject: headerText(fillSlots(subject, values)),
      text: `${fillSlots(text, values)}\n`,
      icalEvent: { method: invite ? 'REQUEST' : 'CANCEL', filename: invite ? 'invite.ics' : 'cancel.ics', content: callIcs(booking, icsOptions) },
    };
  };

  return {
    priority: 'transactional',
    logKey: 'bookingMail',
    // The Privacy Policy's promise, kept by the pass that forgets the reminders' expired rows.
    async beforePass(now) {
      await forgetPastBookings(store, opts.retentionDays, now);
    },
    async claim(now, afterId, leaseMs) {
      return store.claimBookingMail(now, afterId, leaseMs);
    },
    compose: (mail) => compose(mail),
    sent: (mail, at) => store.markBookingMailSent(mail.id, at),
    retry: (mail, error, next) => store.markBookingMailFailed(mail.id, error, next),
    failed: (mail, error) => store.markBookingMailUndeliverable(mail.id, error),
  };
}
