import { data } from 'react-router';
import type { CancelLinkData } from '../../booking/book-page';
import type { Bookings } from '../../../server/booking/booking-service.server';
import type { BookingLinkQuery } from '../../../server/booking/booking-links.server';
import { bookingsContext, type ActionArgs, type LoaderArgs } from '../../../server/ssr/route-context.server';

const linkQuery = (request: Request): BookingLinkQuery => {
  const query = new URL(request.url).searchParams;
  return { b: query.get('b'), s: query.get('s') };
};

// A link this site did not sign (or whose booking is gone) is the client's error: 400, GET and POST alike.
const answer = (bookings: Bookings | null, state: CancelLinkData['state']) => data<CancelLinkData>({ state, mailed: bookings?.mails ?? false }, { status: state === 'invalid' ? 400 : 200 });

/** /book/cancel?b=&s=: the GET shows the button and changes nothing (mail scanners follow links). */
export async function loader({ request, context }: LoaderArgs) {
  const bookings = context.get(bookingsContext);
  return answer(bookings, bookings ? await bookings.cancelState(linkQuery(request)) : 'invalid');
}

/** The button: cancels once, freeing the slot; a second post says it was already cancelled. */
export async function action({ request, context }: ActionArgs) {
  const bookings = context.get(bookingsContext);
  return answer(bookings, bookings ? await bookings.cancel(linkQuery(request)) : 'invalid');
}
