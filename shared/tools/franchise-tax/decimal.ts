import { capture } from '../../text/capture';

/**
 * Decimal amounts as whole numbers of a fixed fraction (bigint), so a par value
 * of $0.00001 times 10,000,000 shares is exactly $100: in binary floating point
 * 0.00001 has no exact value, and sums of such products land a cent either side
 * of a million, which is where the tax rounds up.
 */

/** The longest value a visitor may type for any number, grouping and currency sign included. */
export const maxInputLength = 40;

export interface ParsedDecimal {
  /** The value times 10^scale. */
  units: bigint;
  /** The value written plainly: no sign, grouping or leading zeros, no trailing fraction zeros ("1234.5"). */
  canonical: string;
}

const plain = /^(\d*)(?:\.(\d*))?$/;

/**
 * Reads a non-negative decimal as people write it ("$1,250,000.00", "0.0001",
 * "1 000 000"): a dollar sign, commas, spaces and underscores are ignored.
 * Undefined when it is not such a number or has more than `scale` decimals.
 */
export function parseDecimal(raw: string, scale: number): ParsedDecimal | undefined {
  if (raw.length > maxInputLength) return undefined;
  const text = raw
    .trim()
    .replace(/^\$/, '')
    .replace(/[,_\s]/g, '');
  const match = plain.exec(text);
  if (!match) return undefined;
  const digits = capture(match, 1);
  if (digits === '' && (match[2] ?? '') === '') return undefined;
  const whole = digits.replace(/^0+(?=\d)/, '') || '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > scale) return undefined;
  return { units: BigInt(whole + fraction.padEnd(scale, '0')), canonical: fraction ? `${whole}.${fraction}` : whole };
}

/** 1234567 → "1,234,567". */
export function groupDigits(value: bigint): string {
  return value.toString().replace(/\B(?=(\d{3})+$)/g, ',');
}

/** The quotient rounded half up (both non-negative). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** The quotient rounded up (both non-negative). */
export function divideUp(numerator: bigint, denominator: bigint): bigint {
  return (numerator + denominator - 1n) / denominator;
}

/**
 * A non-negative fraction numerator/denominator written with exactly `decimals`
 * decimals, rounded half up, digits grouped: (2061855671n, 1000n, 2) → "2,061,855.67".
 */
export function formatFraction(numerator: bigint, denominator: bigint, decimals: number): string {
  const scaled = divideRounded(numerator * 10n ** BigInt(decimals), denominator);
  const digits = scaled.toString().padStart(decimals + 1, '0');
  const whole = groupDigits(BigInt(digits.slice(0, digits.length - decimals)));
  return decimals ? `${whole}.${digits.slice(digits.length - decimals)}` : whole;
}
