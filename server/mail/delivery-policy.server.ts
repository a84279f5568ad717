/**
 * The one retry policy every kind of mail follows (decision 0035): a growing
 * backoff between attempts, a refusal the SMTP server calls permanent, and an
 * end to retrying, so a mail server that never takes a mail is not asked forever.
 */

/** Retry delay for a mail that has failed `attempts` times: 5 s, 10 s, 20 s … at most an hour. */
export const defaultBackoff = (attempts: number) => Math.min(5_000 * 2 ** attempts, 60 * 60 * 1000);

/** Retries stop this long after a mail was queued: what mail servers commonly keep trying for (Postfix's maximal_queue_lifetime is 5 days, many hosts use 3). */
export const giveUpAfterMs = 3 * 24 * 60 * 60 * 1000;

/**
 * A 5xx reply (RFC 5321 §4.2.1): the server will refuse this mail to this
 * address however often it is sent. nodemailer puts the reply's code on its
 * error; a connection that failed has none, and is temporary.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : NaN;
  return code >= 500 && code < 600;
}

/** The domain our Message-IDs are made under: the sending address's, so they are ours. */
export function mailDomain(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'localhost';
}

export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));
