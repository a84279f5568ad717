import { z } from 'zod';
import { metaDescription, template, text } from './common';
import { perCalendarField } from './compliance';
import { bylineRef } from './people';

const wholeCount = (max: number) => z.number().int().min(1).max(max);

/** The compliance calendar's e-mail reminders (content/reminders.yaml): the sign-up and its pages, the mails, and the rules they promise. */
export const remindersContent = z.strictObject({
  rules: z.strictObject({
    /** Days before a deadline that a reminder goes out, largest first. */
    leadDays: z
      .array(wholeCount(365))
      .min(1)
      .max(4)
      .refine((days) => days.every((d, i) => d < (days[i - 1] ?? Infinity)), 'must be listed largest first, each once'),
    unconfirmedDays: wholeCount(30),
    bouncedDays: wholeCount(365),
    linkHours: wholeCount(24 * 7),
    resendHours: wholeCount(24 * 7),
    confirmationsPerSignup: wholeCount(10),
    changeAlertDays: wholeCount(365),
  }),
  signup: z.strictObject({
    pageTitle: text,
    pageDescription: metaDescription,
    heading: text,
    /** Who reviewed the reminders' rules, and when. */
    byline: bylineRef,
    /** {leadDays}: the rules' lead days in words ("30 and 7"). */
    intro: template('leadDays'),
    /** Under the compliance calendar's list, where the company is already known. */
    calendarIntro: template('leadDays'),
    /** Where reminders cannot be sent: the calendar's subscription instead. */
    instead: z.strictObject({ heading: text, text, subscribe: text, calendar: text }),
    inputsHeading: text,
    inputsIntro: text,
    choose: text,
    change: text,
    labels: perCalendarField,
    /** Shown for an optional field left empty (no 83(b) grant, no other state). */
    none: text,
    entityNames: z.strictObject({ 'llc-single': text, 'llc-multi': text, 'c-corp': text }),
    yes: text,
    and: text,
    no: text,
    months: z.array(text).length(12),
    formHeading: text,
    emailLabel: text,
    emailHint: text,
    submit: text,
    privacy: text,
    privacyLink: text,
    checkEmailHeading: text,
    checkEmailText: template('hours'),
    errors: z.strictObject({ email: text, emailDomain: text, inputs: text, unavailable: text, storage: text, rateLimited: text, busy: text }),
  }),
  confirm: z.strictObject({
    pageTitle: text,
    heading: text,
    intro: template('days'),
    button: text,
    doneHeading: text,
    doneText: template('leadDays'),
    invalidHeading: text,
    invalidText: text,
    signUpAgain: text,
  }),
  unsubscribe: z.strictObject({
    pageTitle: text,
    heading: text,
    intro: text,
    button: text,
    doneHeading: text,
    doneText: text,
    invalidHeading: text,
    invalidText: text,
  }),
  mail: z.strictObject({
    confirmSubject: template('siteName'),
    confirmText: template('siteName', 'link', 'hours', 'days'),
    reminderSubject: template('date', 'title'),
    reminderIntro: template('days'),
    labels: z.strictObject({ title: text, date: text, authority: text, amount: text, penalty: text, source: text, service: text }),
    changeSubject: template('title'),
    /** By the change's kind (shared/content/schemas/changes.ts). */
    changeIntro: z.strictObject({ correction: text, change: text }),
    changeLabels: z.strictObject({ title: text, old: text, new: text, effective: text, source: text, secondarySource: text, changelog: text }),
    changeDeadlines: text,
    changeDeadline: template('date', 'title'),
    changeDeadlineAmount: template('date', 'title', 'amount'),
    reminderFooter: template('siteName', 'link'),
  }),
});

export type RemindersContent = z.output<typeof remindersContent>;
