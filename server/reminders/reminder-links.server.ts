import { randomBytes } from 'node:crypto';
import { linkSignature } from '../http/link-signature.server';
import { reminderPaths } from '../../shared/site-paths';

/** The sign-up a link names, as its page's query gives it: r (the sign-up), e (the confirmation link's expiry, ms since 1970), s (the signature). */
export interface LinkQuery {
  r?: string | null;
  e?: string | null;
  s?: string | null;
}

export type CheckedLink = { ok: true; signupId: number; expiresAt: string } | { ok: false };

export interface ReminderLinks {
  confirmUrl(signupId: number, expiresAt: string): string;
  unsubscribeUrl(signupId: number): string;
  /** A confirmation link whose signature holds and whose expiry is after now; whether it is still the newest and unused is the store's to say. */
  checkConfirm(query: LinkQuery, now: Date): CheckedLink;
  checkUnsubscribe(query: LinkQuery): CheckedLink;
}

const wholeNumber = /^[1-9]\d{0,15}$/;

/** A new secret for the shared key, made where the first replica needs it. */
export const newSecret = () => randomBytes(32).toString('base64url');

/**
 * Signed links on SITE_URL (decision 0029): an HMAC-SHA256 over what the link
 * does, the sign-up's id and (for a confirmation) the link's expiry, with a
 * secret every replica reads from the database. A link cannot be made for
 * another sign-up or stretched past its expiry without the secret; the
 * unsubscribe link has no expiry, as RFC 8058 expects.
 */
export function reminderLinks(siteUrl: string, secret: string): ReminderLinks {
  const { sign, holds } = linkSignature(secret);
  const id = (raw: string | null | undefined) => (raw && wholeNumber.test(raw) ? Number(raw) : null);

  return {
    confirmUrl(signupId, expiresAt) {
      const e = String(Date.parse(expiresAt));
      return `${siteUrl}${reminderPaths.confirm}?r=${signupId}&e=${e}&s=${sign(`confirm:${signupId}:${e}`)}`;
    },
    unsubscribeUrl: (signupId) => `${siteUrl}${reminderPaths.unsubscribe}?r=${signupId}&s=${sign(`unsubscribe:${signupId}`)}`,
    checkConfirm(query, now) {
      const signupId = id(query.r);
      const expires = id(query.e);
      if (signupId === null || expires === null || !holds(query.s, `confirm:${signupId}:${expires}`)) return { ok: false };
      if (expires <= now.getTime()) return { ok: false };
      return { ok: true, signupId, expiresAt: new Date(expires).toISOString() };
    },
    checkUnsubscribe(query) {
      const signupId = id(query.r);
      if (signupId === null || !holds(query.s, `unsubscribe:${signupId}`)) return { ok: false };
      return { ok: true, signupId, expiresAt: '' };
    },
  };
}
