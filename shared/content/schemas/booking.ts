import { z } from 'zod';
import { isoDate, metaDescription, text } from './common';

/** A wall-clock time of day in the firm's zone, HH:MM on a 24-hour clock. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time written HH:MM (24-hour)');

/** Minutes since midnight of a clock time. */
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const hours = z
  .array(z.strictObject({ from: clock, to: clock }))
  .refine((spans) => spans.every((s) => minutesOf(s.from) < minutesOf(s.to)), 'each span must end after it starts (and on the same day)')
  .refine((spans) => spans.every((s, i) => i === 0 || minutesOf(spans[i - 1]?.to ?? '00:00') <= minutesOf(s.from)), 'spans must be in order without overlapping');

/** A zone the runtime's time-zone database knows (the IANA name, such as America/New_York). */
const ianaZone = text.refine((zone) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}, 'must be an IANA time zone such as America/New_York');

const wholeMinutes = (max: number) => z.number().int().min(0).max(max);

/** Booking a call (content/booking.yaml): when the firm takes calls, what about, and where they happen. */
export const bookingContent = z.strictObject({
  availability: z.strictObject({
    /** Every hour below is a wall-clock time in this zone. */
    timeZone: ianaZone,
    /** Monday first; an empty list is a day without calls. */
    weeklyHours: z.strictObject({
      monday: hours,
      tuesday: hours,
      wednesday: hours,
      thursday: hours,
      friday: hours,
      saturday: hours,
      sunday: hours,
    }),
    slotMinutes: z.number().int().min(10).max(240),
    /** Kept free after each call before the next may start. */
    bufferMinutes: wholeMinutes(120),
    /** A call starts at least this long after it is booked. */
    minimumNoticeMinutes: wholeMinutes(14 * 24 * 60),
    /** How many days ahead (in the firm's zone, today being day 0) a call may be booked. */
    horizonDays: z.number().int().min(1).max(180),
    /** US federal holidays (as observed, the compliance calendar's rules) take no calls. */
    closedOnFederalHolidays: z.boolean(),
    /** Other days without calls, in the firm's zone. */
    closedDays: z.array(isoDate),
  }),
  /** What a call may be about: the form's choice; the id is what is stored. */
  topics: z
    .array(z.strictObject({ id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens'), label: text }))
    .min(1)
    .refine((topics) => new Set(topics.map((t) => t.id)).size === topics.length, 'topic ids must be unique'),
  /** Where the call happens: a video link, a phone number, or both. */
  meeting: z
    .strictObject({ link: z.url({ protocol: /^https$/, error: 'must be an https address' }).optional(), phone: text.optional() })
    .refine((m) => m.link !== undefined || m.phone !== undefined, 'must give a link or a phone number'),
  /** The /book page's copy. */
  page: z.strictObject({
    pageTitle: text,
    pageDescription: metaDescription,
    eyebrow: text,
    heading: text,
    intro: text,
    daysShown: z.number().int().min(1).max(31),
    zoneLabel: text,
    zoneSubmit: text,
    slotsHeading: text,
    noSlots: text,
    nameLabel: text,
    emailLabel: text,
    topicLabel: text,
    submit: text,
    errorHeading: text,
    errors: z.strictObject({ start: text, name: text, email: text, topic: text, timeZone: text, taken: text, unavailable: text, unreadable: text }),
    /** `next` where the invitation is mailed; `withoutMail` where no mail is sent, with `cancel`, the cancel link's text, shown on the page instead. */
    confirmed: z.strictObject({ heading: text, when: text, whenFirm: text, topic: text, next: text, withoutMail: text, ics: text, cancel: text, another: text }),
  }),
  /** The invitation and cancellation mails, to the founder and to the firm's inbox. */
  mail: z.strictObject({
    inviteSubject: text,
    inviteText: text,
    firmInviteSubject: text,
    firmInviteText: text,
    cancelSubject: text,
    cancelText: text,
    firmCancelSubject: text,
    firmCancelText: text,
    whereLater: text,
  }),
  /** The "Book a call" link on pricing, the contact page and the tools' results. */
  callLink: z.strictObject({ label: text, about: text, prompt: text }),
  /** The signed cancel link's page. */
  cancel: z.strictObject({
    pageTitle: text,
    pageDescription: metaDescription,
    heading: text,
    intro: text,
    button: text,
    doneHeading: text,
    doneText: text,
    alreadyHeading: text,
    alreadyText: text,
    invalidHeading: text,
    invalidText: text,
    again: text,
    /** What replaces intro and doneText where no mail is sent: no cancellation goes to anyone. */
    withoutMail: z.strictObject({ intro: text, doneText: text }),
  }),
});

export type BookingContent = z.output<typeof bookingContent>;
export type Availability = BookingContent['availability'];
