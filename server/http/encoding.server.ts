import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

export type Encoding = 'br' | 'gzip' | 'identity';

// Ours, best first: on a tie in the client's q-values (browsers list gzip before br) brotli wins.
const offered: Encoding[] = ['br', 'gzip', 'identity'];

/**
 * The coding to send, by Accept-Encoding as Express reads it (negotiator): q-values,
 * `*`, and refusals such as `br;q=0, *` or `identity;q=0`. Undefined: the client
 * accepts none of those available (answer 406).
 */
export function chooseEncoding(req: Pick<IncomingMessage, 'headers'>, available: readonly Encoding[] = offered): Encoding | undefined {
  const candidates = offered.filter((encoding) => available.includes(encoding));
  return new Negotiator(req).encodings(candidates, { preferred: candidates })[0] as Encoding | undefined;
}

/** The answer to a client that refuses every coding on offer (406). */
export const notAcceptable = 'Not acceptable: this answer is available as br, gzip or identity.';
