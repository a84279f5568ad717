import { isIP } from 'node:net';
import { z } from 'zod';

/** What Express's `trust proxy` accepts: all or none, a hop count, or named ranges and addresses. */
export type TrustProxy = boolean | number | string;

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

// Express hands a string to proxy-addr, which throws at start-up on anything but
// ranges and addresses ("true" included), so the validator names the variable instead.
function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || isIP(address) === 0) return false;
  return bits === undefined || /^\d{1,3}$/.test(bits) || isIP(bits) !== 0;
}

export const trustProxySchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .trim()
    .refine(
      (value) => /^(true|false|\d+)$/.test(value) || value.split(',').every((entry) => isAddressOrRange(entry.trim())),
      'must be true, false, a hop count, or comma-separated addresses, CIDR ranges, loopback, linklocal or uniquelocal',
    )
    .transform((value): TrustProxy => {
      if (value === 'true') return true;
      if (value === 'false') return false;
      if (/^\d+$/.test(value)) return Number(value);
      return value;
    })
    .optional(),
);
