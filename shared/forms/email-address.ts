/**
 * What the site knows about an e-mail address beyond its spelling (the
 * browser's type=email rule, in schemas.ts): whether mail to its domain can
 * reach anyone, and which inbox it is. Shared, so any form that sends mail to
 * the address it is given (today the reminder sign-up) asks the same question.
 */

// Names that never reach a public mail server: RFC 2606 and RFC 6761's test, example, invalid and localhost;
// RFC 6762's local (multicast DNS); RFC 7686's onion; RFC 8375's home.arpa; and ICANN's internal (2024).
const reservedSuffixes = ['test', 'example', 'invalid', 'localhost', 'local', 'onion', 'home.arpa', 'internal', 'example.com', 'example.net', 'example.org'];

/** The domain after the last @, lower case, without a trailing dot. */
export function mailDomain(address: string): string {
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase()
    .replace(/\.$/, '');
}

/**
 * Whether mail to this domain can reach an inbox on the public internet:
 * not an address literal ([127.0.0.1], [IPv6:…]), not a dotted IP address,
 * not a single label (localhost, an intranet name), not a reserved name.
 */
export function isPublicMailDomain(domain: string): boolean {
  if (domain.startsWith('[') || !domain.includes('.')) return false;
  // No top-level domain is all digits, so a name ending in one is an IP address (127.0.0.1, 10.1).
  if (/\.\d+$/.test(domain)) return false;
  return !reservedSuffixes.some((suffix) => domain === suffix || domain.endsWith(`.${suffix}`));
}

// Gmail ignores dots in the part before the @, and googlemail.com is the same mail service.
const dotBlindDomains: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The inbox an address reaches, for counting and keying (never for sending):
 * lower case, without a +tag (name+news@ is name@ at almost every provider),
 * and without dots where the provider ignores them. Eight spellings of one
 * inbox are one key, so a cap per address is a cap per inbox.
 */
export function inboxKey(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = mailDomain(address);
  let local = address.slice(0, at).trim().toLowerCase();
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  const dotBlind = dotBlindDomains[domain];
  if (dotBlind) return `${local.replaceAll('.', '') || local}@${dotBlind}`;
  return `${local}@${domain}`;
}
