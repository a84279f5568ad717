import { data } from 'react-router';
import { page as copy, topics } from '../../content/generated/booking';
import type { BookField, BookPost } from '../../booking/book-page';
import { bookPageData } from '../../../server/booking/book-page-data.server';
import { bookedCall } from '../../../server/booking/booked-call.server';
import { offeredZone } from '../../../server/booking/zone-list.server';
import { formInput, postedValues } from '../../../server/forms/posted-form.server';
import { readIdempotencyKey } from '../../../server/forms/idempotency-key.server';
import { bookingsContext, refusedPostContext, type ActionArgs, type LoaderArgs } from '../../../server/ssr/route-context.server';
import type { PageQuery } from '../../../server/ssr/page-query.server';

const fields: BookField[] = ['start', 'name', 'email', 'topic', 'timeZone'];
const isField = (name: string): name is BookField => (fields as string[]).includes(name);

/** ?tz=, a zone the page offers (zone-list.server.ts), or nothing: the firm's zone. An explicit tz is kept, so the browser's guess is made once. */
export const query = { tz: offeredZone } satisfies PageQuery;

const bookingsOf = (context: LoaderArgs['context']) => {
  const bookings = context.get(bookingsContext);
  if (!bookings) throw new Error('/book needs the booking service in its request context');
  return bookings;
};

/** /book: the coming days' free slots in the chosen zone (the firm's by default). */
export async function loader({ request, context }: LoaderArgs) {
  const bookings = bookingsOf(context);
  const tz = offeredZone(new URL(request.url).searchParams.get('tz') ?? '');
  return bookPageData(bookings, tz ?? bookings.engine.firmTimeZone);
}

/** The form's no-JavaScript post, through the same booking service as POST /api/booking: the confirmation, or the form again (409, 422, 503). */
export async function action({ request, context }: ActionArgs) {
  const bookings = bookingsOf(context);
  const input = formInput(await request.formData());
  const values = postedValues(input, fields);
  const zone = offeredZone(values.timeZone ?? '') ?? bookings.engine.firmTimeZone;
  const failed = async (status: number, field: BookField | null, message: string) =>
    data<BookPost>({ state: 'failed', form: await bookPageData(bookings, zone), values, field, message }, { status });
  const refused = context.get(refusedPostContext);
  if (refused) return failed(refused.status, null, refused.message);
  const key = readIdempotencyKey(typeof input.key === 'string' ? input.key : null);
  const outcome = await bookings.book(input, key.ok ? key.key : undefined);
  switch (outcome.kind) {
    case 'invalid':
      return failed(422, isField(outcome.field) ? outcome.field : null, isField(outcome.field) ? copy.errors[outcome.field] : copy.errors.unreadable);
    case 'key-reused':
      return failed(422, null, copy.errors.unreadable);
    case 'unavailable':
      return failed(503, null, copy.errors.unavailable);
    case 'taken':
      return failed(409, 'start', copy.errors.taken);
    case 'booked': {
      const topic = topics.find((t) => t.id === outcome.topic)?.label ?? outcome.topic;
      return data<BookPost>({ state: 'booked', call: await bookedCall(bookings, outcome, topic) });
    }
  }
}
