import express from 'express';
import { z } from 'zod';

/** What Express's `trust proxy` accepts: all or none, a hop count, or named ranges and addresses. */
export type TrustProxy = boolean | number | string;

// Express hands a string to proxy-addr, which throws at start-up on anything but
// ranges and addresses ("true" included); asking Express itself, once at start-up,
// lets the validator name the variable instead.
function acceptedByExpress(list: string): boolean {
  try {
    express().set('trust proxy', list);
    return true;
  } catch {
    return false;
  }
}

export const trustProxySchema = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z
    .string()
    .trim()
    .refine(
      (value) => /^(true|false|\d+)$/.test(value) || acceptedByExpress(value),
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
