import { bookingPaths } from '../../shared/site-paths';
import { linkSignature } from '../http/link-signature.server';

/** A booking's link as its query gives it: b (the booking's id) and s (the signature). */
export interface BookingLinkQuery {
  b?: string | null;
  s?: string | null;
}

export interface BookingLinks {
  icsUrl(bookingId: number): string;
  cancelUrl(bookingId: number): string;
  /** The booking a link names, if this site signed it for that use. */
  check(use: 'ics' | 'cancel', query: BookingLinkQuery): number | null;
}

const wholeNumber = /^[1-9]\d{0,15}$/;

/**
 * A booking's signed links on SITE_URL, the reminders' scheme (decision
 * 0029): the signature covers the use and the booking's id, so a link cannot
 * be turned to another booking or from downloading the .ics to cancelling.
 */
export function bookingLinks(siteUrl: string, secret: string): BookingLinks {
  const { sign, holds } = linkSignature(secret);
  const url = (use: 'ics' | 'cancel', id: number) => `${siteUrl}${use === 'ics' ? bookingPaths.ics : bookingPaths.cancel}?b=${id}&s=${sign(`booking-${use}:${id}`)}`;
  return {
    icsUrl: (id) => url('ics', id),
    cancelUrl: (id) => url('cancel', id),
    check(use, query) {
      const id = query.b && wholeNumber.test(query.b) ? Number(query.b) : null;
      return id !== null && holds(query.s, `booking-${use}:${id}`) ? id : null;
    },
  };
}
