// Stripe's rule and the IETF draft's: a client-chosen token, printable and short enough to index.
const validKey = /^[\x21-\x7e]{1,255}$/;

export const invalidKeyMessage = 'The Idempotency-Key header must be 1 to 255 visible ASCII characters, such as a UUID.';

/**
 * A post's Idempotency-Key header, as Express (undefined) or a Fetch Request
 * (null) gives it when absent: absent (a post without one still works), a
 * usable key, or malformed.
 */
export function readIdempotencyKey(value: string | null | undefined): { ok: true; key?: string } | { ok: false } {
  if (value === undefined || value === null) return { ok: true };
  return validKey.test(value) ? { ok: true, key: value } : { ok: false };
}
