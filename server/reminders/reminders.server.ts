import * as z from 'zod/mini';
import { signup as copy } from '../../shared/content/generated/reminders';
import { fieldMaxLength } from '../../shared/forms/schemas';
import { isPublicMailDomain, mailDomain } from '../../shared/forms/email-address';
import type { CalendarField } from '../../shared/tools/calendar-inputs';
import { checkCalendarInputs } from '../tools/compliance/calendar-inputs-check.server';
import { StorageUnavailableError } from '../storage/message-store.server';
import type { ReminderStore } from '../storage/reminder-store.server';
import { newSecret, reminderLinks, type LinkQuery, type ReminderLinks } from './reminder-links.server';
import { reminderRules } from './reminder-rules.server';

export type ReminderField = 'email' | CalendarField;

export type SignUpOutcome = { ok: true } | { ok: false; status: 400; field: ReminderField; message: string } | { ok: false; status: 503; message: string; retryAfterSeconds?: number };

/** What the reminder pages and the sign-up's JSON door do. */
export interface Reminders {
  /** Checks the address and the calendar's inputs, then stores the sign-up (a confirmation mail when the rules allow one). */
  signUp(input: unknown): Promise<SignUpOutcome>;
  /** Whether a confirmation link is signed and unexpired: what its page shows before the button. Confirms nothing. */
  confirmLinkLooksValid(query: LinkQuery): Promise<boolean>;
  /** Confirms the sign-up the link names, once, if it is its newest link and unexpired. */
  confirm(query: LinkQuery): Promise<boolean>;
  unsubscribeLinkLooksValid(query: LinkQuery): Promise<boolean>;
  /** Deletes the address and its inputs at once. */
  unsubscribe(query: LinkQuery): Promise<boolean>;
  /** The signed links, with the secret every replica shares. */
  links(): Promise<ReminderLinks>;
}

export interface RemindersOptions {
  store: ReminderStore;
  siteUrl: string;
  /** The site's ceiling on confirmation mails an hour, across replicas (REMINDER_CONFIRMATIONS_PER_HOUR). */
  confirmationsPerHour: number;
  /** Called after a sign-up queued a mail, so the outbox sends it now. */
  onQueued?: () => void;
  now?: () => Date;
}

// The forms' own rule for an address: the browser's type=email pattern, then a domain public mail can reach (the site writes to it).
const emailSchema = z.string().check(z.trim(), z.maxLength(fieldMaxLength.email), z.regex(z.regexes.html5Email));

const secretName = 'reminder-links';

export function createReminders(opts: RemindersOptions): Reminders {
  const now = opts.now ?? (() => new Date());
  const rules = { ...reminderRules.confirmation, sitePerHour: opts.confirmationsPerHour };
  let linksReady: Promise<ReminderLinks> | null = null;
  const links = (): Promise<ReminderLinks> => {
    linksReady ??= opts.store
      .sharedSecret(secretName, newSecret())
      .then((secret) => reminderLinks(opts.siteUrl, secret))
      .catch((error: unknown) => {
        linksReady = null;
        throw error;
      });
    return linksReady;
  };
  const unavailable = (error: unknown): SignUpOutcome => {
    if (error instanceof StorageUnavailableError) return { ok: false, status: 503, message: copy.errors.storage };
    throw error;
  };

  return {
    links,
    async signUp(input) {
      const raw = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
      const email = emailSchema.safeParse(raw.email);
      if (!email.success) return { ok: false, status: 400, field: 'email', message: copy.errors.email };
      if (!isPublicMailDomain(mailDomain(email.data))) return { ok: false, status: 400, field: 'email', message: copy.errors.emailDomain };
      const inputs = checkCalendarInputs(raw);
      if (!inputs.ok) return { ok: false, status: 400, field: inputs.field, message: inputs.message };
      try {
        const result = await opts.store.signUp(email.data, JSON.stringify(inputs.inputs), now(), rules);
        if ('retryAfterMs' in result) return { ok: false, status: 503, message: copy.errors.busy, retryAfterSeconds: Math.ceil(result.retryAfterMs / 1000) };
        if (result.queued) opts.onQueued?.();
        return { ok: true };
      } catch (error) {
        return unavailable(error);
      }
    },
    async confirmLinkLooksValid(query) {
      return (await links()).checkConfirm(query, now()).ok;
    },
    async confirm(query) {
      const link = (await links()).checkConfirm(query, now());
      return link.ok && opts.store.confirmSignup(link.signupId, link.expiresAt, now());
    },
    async unsubscribeLinkLooksValid(query) {
      return (await links()).checkUnsubscribe(query).ok;
    },
    async unsubscribe(query) {
      const link = (await links()).checkUnsubscribe(query);
      return link.ok && opts.store.unsubscribe(link.signupId);
    },
  };
}
