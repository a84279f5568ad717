import type { Logger } from 'pino';
import type { BookingMailQueries } from '../storage/booking-store.server';

const dayMs = 24 * 60 * 60 * 1000;
const hourMs = 60 * 60 * 1000;

/** Deletes the bookings whose call ended more than `retentionDays` before `now` (BOOKING_RETENTION_DAYS), with their mails. */
export function forgetPastBookings(store: Pick<BookingMailQueries, 'forgetBookingsEndedBefore'>, retentionDays: number, now: Date): Promise<number> {
  return store.forgetBookingsEndedBefore(new Date(now.getTime() - retentionDays * dayMs));
}

/**
 * The Privacy Policy's promise on a deployment without mail: with SMTP the outbox's pass keeps it
 * (booking-mail-queue.server.ts); without it, there is no outbox, yet bookings are still taken and stored. Sweeps at
 * start and then every hour; the timer never keeps the process alive.
 */
export function startBookingRetention(opts: { store: Pick<BookingMailQueries, 'forgetBookingsEndedBefore'>; retentionDays: number; logger: Logger; intervalMs?: number; now?: () => Date }): {
  stop(): void;
  swept: Promise<void>;
} {
  const now = opts.now ?? (() => new Date());
  const sweep = () =>
    forgetPastBookings(opts.store, opts.retentionDays, now()).then(
      () => undefined,
      (error: unknown) => opts.logger.warn({ err: error }, 'could not delete past bookings; trying again at the next sweep'),
    );
  const swept = sweep();
  const timer = setInterval(() => void sweep(), opts.intervalMs ?? hourMs);
  timer.unref();
  return { stop: () => clearInterval(timer), swept };
}
