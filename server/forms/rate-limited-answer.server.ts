import escapeHtml from 'escape-html';
import { rateLimited as limitedCopy } from '../../shared/content/generated/forms';

/** A field of a posted form as the short answer shows it again. */
export interface PostedField {
  name: string;
  label: string;
  multiline?: boolean;
}

/**
 * The answer to a no-JavaScript post the rate limit refused: a short document
 * with what the visitor typed in a form that posts it again, so nothing is
 * lost, built from a string without rendering the page (a flood of refused
 * posts must cost about what a cached page does). Unstyled: the site's
 * stylesheet would be most of its bytes.
 */
export function rateLimitedAnswer(action: string, fields: readonly PostedField[], values: Record<string, string>): string {
  const controls = fields
    .map(({ name, label, multiline }) => {
      const value = escapeHtml(values[name] ?? '');
      const control = multiline ? `<textarea id="${name}" name="${name}" rows="6">${value}</textarea>` : `<input id="${name}" name="${name}" value="${value}">`;
      return `<p><label for="${name}">${escapeHtml(label)}</label><br>${control}</p>`;
    })
    .join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(limitedCopy.title)}</title></head><body><main><h1>${escapeHtml(limitedCopy.title)}</h1><p role="alert">${escapeHtml(limitedCopy.intro)}</p><form method="post" action="${escapeHtml(action)}">${controls}<p><button type="submit">${escapeHtml(limitedCopy.resend)}</button></p></form></main></body></html>`;
}
