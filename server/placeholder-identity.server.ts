import { capture } from '../shared/text/capture';

// The defaults that let `npm start` serve a complete site on a developer's machine name a firm that does
// not exist (app.ledgerline.example, hello@ledgerline.example). A public deployment must not ship them:
// every Buy Now, Login and contact address would lead nowhere.

/** The variables that carry the firm's public identity, and what an operator sets each to. */
const identityVariables = {
  APP_ORIGIN: "the firm's client portal, e.g. https://app.yourfirm.com",
  CONTACT_EMAIL: "the firm's public contact address, e.g. hello@yourfirm.com",
  CONTACT_INBOX: 'the address that receives form messages, or leave it unset to use CONTACT_EMAIL',
  SMTP_FROM: 'the sender of form e-mail, e.g. "Your Firm website <web@yourfirm.com>", or leave it unset',
  SOCIAL_FACEBOOK: "the firm's Facebook page",
  SOCIAL_INSTAGRAM: "the firm's Instagram profile",
  SOCIAL_LINKEDIN: "the firm's LinkedIn page",
  SOCIAL_TWITTER: "the firm's X profile",
} as const;

type IdentityVariable = keyof typeof identityVariables;

/** A host no visitor can reach: a reserved example domain (RFC 2606/6761) or this machine. */
function isPlaceholderHost(host: string): boolean {
  const name = host
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return /(^|\.)(example|localhost|invalid|test)$/.test(name) || /(^|\.)example\.(com|net|org)$/.test(name) || /^127\.\d+\.\d+\.\d+$/.test(name) || name === '::1' || name === '0.0.0.0';
}

/** The hosts a value names: an origin's host, or the domain of each e-mail address in it. */
function hostsIn(value: string): string[] {
  const emails = [...value.matchAll(/@([^\s>@]+)/g)].map((match) => capture(match, 1));
  if (emails.length) return emails;
  try {
    return [new URL(value).hostname];
  } catch {
    return [];
  }
}

/** A SITE_URL on this machine or a reserved domain: a developer's or a test's start, not a public site. */
export function isPlaceholderOrigin(origin: string): boolean {
  return isPlaceholderHost(new URL(origin).hostname);
}

/**
 * For a production start on a public SITE_URL: one line per identity variable whose value in force
 * (set, or its default) names a placeholder or loopback host, saying what to set instead.
 */
export function placeholderIdentityIssues(values: Partial<Record<IdentityVariable, string | undefined>>): string[] {
  return (Object.keys(identityVariables) as IdentityVariable[]).flatMap((name) => {
    const value = values[name];
    if (!value || !hostsIn(value).some(isPlaceholderHost)) return [];
    return [`${name}: ${value} is a placeholder a visitor cannot reach; set ${name} to ${identityVariables[name]}`];
  });
}

/** Whether a value (an address or an e-mail) names a placeholder or loopback host, like the identity checks above. */
export function namesPlaceholderHost(value: string): boolean {
  return hostsIn(value).some(isPlaceholderHost);
}
