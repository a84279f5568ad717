import { DateTime } from 'luxon';
import { z } from 'zod';
import { topics } from '../../shared/content/generated/booking';
import { isPublicMailDomain, mailDomain } from '../../shared/forms/email-address';
import type { SlotEngine, SlotRefusal } from './slots.server';
import { isZone } from './zones.server';

export interface BookingRequest {
  start: DateTime;
  name: string;
  email: string;
  topic: string;
  timeZone: string;
}

export type ReadBooking = { ok: true; booking: BookingRequest } | { ok: false; field: string; message: string };

const html5Email = z.email({ pattern: z.regexes.html5Email });
const topicIds = new Set(topics.map((t) => t.id));

const startMessages: Record<SlotRefusal, string> = {
  'not-a-slot': 'start is not one of the firm’s slots.',
  'too-soon': 'start is in the past or too soon to book.',
  'too-far': 'start is further ahead than calls can be booked.',
};

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A booking's fields (JSON or a form post) checked in the form's order; the first one at fault is named. */
export function readBookingRequest(body: unknown, engine: SlotEngine, now: DateTime): ReadBooking {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const rawStart = text(fields.start);
  const start = DateTime.fromISO(rawStart, { setZone: true });
  // An instant needs its offset: a bare wall-clock time names no moment.
  if (!start.isValid || !/(Z|[+-]\d\d:?\d\d)$/.test(rawStart)) return { ok: false, field: 'start', message: 'start must be an ISO 8601 time with its offset.' };
  const refusal = engine.check(start, now);
  if (refusal) return { ok: false, field: 'start', message: startMessages[refusal] };
  const name = text(fields.name);
  if (name.length < 1 || name.length > 200) return { ok: false, field: 'name', message: 'name must be 1 to 200 characters.' };
  const email = text(fields.email);
  if (email.length > 254 || !html5Email.safeParse(email).success || !isPublicMailDomain(mailDomain(email))) return { ok: false, field: 'email', message: 'email must be an e-mail address.' };
  const topic = text(fields.topic);
  if (!topicIds.has(topic)) return { ok: false, field: 'topic', message: `topic must be one of: ${[...topicIds].join(', ')}.` };
  const timeZone = text(fields.timeZone);
  if (!isZone(timeZone)) return { ok: false, field: 'timeZone', message: 'timeZone must be an IANA time zone such as Europe/Berlin.' };
  return { ok: true, booking: { start, name, email, topic, timeZone } };
}
