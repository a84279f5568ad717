import type { DateTime } from 'luxon';
import type { BookedCall } from '../../shared/booking/book-page';
import type { BookOutcome, Bookings } from './booking-service.server';

const when = (start: DateTime, zone: string) => start.setZone(zone).toFormat("cccc, d LLLL yyyy 'at' h:mm a", { locale: 'en-US' });

/** A booked call as its confirmation shows it: in the founder's zone and the firm's. */
export async function bookedCall(bookings: Bookings, booked: Extract<BookOutcome, { kind: 'booked' }>, topic: string): Promise<BookedCall> {
  const firmZone = bookings.engine.firmTimeZone;
  return {
    when: when(booked.start, booked.timeZone),
    whenFirm: when(booked.start, firmZone),
    zone: booked.timeZone,
    firmZone,
    topic,
    email: booked.email,
    ics: await bookings.icsUrl(booked.id),
    mailed: bookings.mails,
    // Without mail the page is the founder's only copy of the link the invitation would carry.
    cancel: bookings.mails ? null : await bookings.cancelUrl(booked.id),
  };
}
