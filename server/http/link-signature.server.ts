import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 signatures of what a link does (decision 0029), with a secret every replica shares. */
export function linkSignature(secret: string) {
  const sign = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');
  return {
    sign,
    /**
     * On bytes, lengths first: timingSafeEqual throws on buffers of different lengths, and a string of as many
     * characters as the signature can be longer in UTF-8 (a forged s= of multibyte characters was a 500).
     */
    holds: (given: string | null | undefined, text: string): boolean => {
      if (!given) return false;
      const a = Buffer.from(given, 'utf8');
      const b = Buffer.from(sign(text), 'utf8');
      return a.length === b.length && timingSafeEqual(a, b);
    },
  };
}
