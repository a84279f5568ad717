import type { FieldPath } from './issues.server';
import type { Facts } from './facts.server';
import { capture } from '../../../shared/text/capture';
import { factFormats, formatFact } from './fact-format.server';

/**
 * Copy names a fact as {{fact.plans.formation.price}} (or {{fact.event.date|ordinal}}
 * for another form of it); the compiler writes the value in. The configuration's
 * tokens ({{siteName}}, {{productName}}, {{contactEmail}}, and the Privacy Policy's
 * {{bookingRetentionDays}}) are left for the server, which fills them with the
 * running site's values. Any other {{…}} is a mistake.
 */

export const configTokens = new Set(['siteName', 'productName', 'contactEmail', 'bookingRetentionDays']);

const anyToken = /\{\{\s*([^{}]*?)\s*\}\}/g;
const factToken = /^fact\.([A-Za-z0-9.]+)(?:\|([A-Za-z]+))?$/;
/** A field that is one token and nothing else takes the fact's own value: a price stays a number, a date stays YYYY-MM-DD. */
const wholeToken = /^\{\{\s*fact\.([A-Za-z0-9.]+)\s*\}\}$/;

type Report = (message: string) => void;

/** Every fact a text names, for the checks that need to know where a fact is used. */
export function factsNamedIn(text: string): string[] {
  return [...text.matchAll(anyToken)].flatMap((m) => {
    const match = factToken.exec(capture(m, 1));
    return match ? [capture(match, 1)] : [];
  });
}

export function fillText(text: string, facts: Facts, report: Report): string {
  return text.replace(anyToken, (whole, inner: string) => {
    if (configTokens.has(inner)) return whole;
    const match = factToken.exec(inner);
    if (!match) {
      report(`unknown token ${whole}: write {{fact.<path>}} for a fact of content/facts.yaml, or one of ${[...configTokens].map((t) => `{{${t}}}`).join(', ')}`);
      return whole;
    }
    const path = capture(match, 1);
    const form = match[2];
    const found = facts.get(path);
    if (!found) {
      report(`${whole} names no fact: content/facts.yaml has no ${path}`);
      return whole;
    }
    if (!form) return formatFact(found);
    const formatted = factFormats[form] as ((f: typeof found) => string | undefined) | undefined;
    const out = formatted?.(found);
    if (out === undefined) {
      report(`${whole}: "${form}" is not a form of a ${found.unit} fact (forms: ${Object.keys(factFormats).join(', ')})`);
      return whole;
    }
    return out;
  });
}

/** The same for every string in a parsed YAML or JSON tree, reporting with the field's path. */
export function fillTree(value: unknown, facts: Facts, report: (path: FieldPath, message: string) => void, path: Array<string | number> = []): unknown {
  if (typeof value === 'string') {
    const whole = wholeToken.exec(value);
    const found = whole ? facts.get(capture(whole, 1)) : undefined;
    if (found) return found.value;
    return fillText(value, facts, (message) => report(path, message));
  }
  if (Array.isArray(value)) return value.map((item, i) => fillTree(item, facts, report, [...path, i]));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, fillTree(child, facts, report, [...path, key])]));
  }
  return value;
}
