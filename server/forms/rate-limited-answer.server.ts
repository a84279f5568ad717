import escapeHtml from 'escape-html';
import { fieldLabels, rateLimited as limitedCopy } from '../../shared/content/generated/forms';

/**
 * The answer to a no-JavaScript post the rate limit refused: a short document
 * with what the visitor typed in a form that posts it again, so nothing is
 * lost, built from a string without rendering the page (a flood of refused
 * posts must cost about what a cached page does). Unstyled: the site's
 * stylesheet would be most of its bytes.
 */
// The fields the forms show as a text area.
const multiline = new Set(['comment', 'description']);

export function rateLimitedAnswer(action: string, fields: readonly string[], values: Record<string, string>): string {
  const controls = fields
    .map((name) => {
      const label = escapeHtml(fieldLabels[name as keyof typeof fieldLabels] ?? name);
      const value = escapeHtml(values[name] ?? '');
      const control = multiline.has(name) ? `<textarea id="${name}" name="${name}" rows="6">${value}</textarea>` : `<input id="${name}" name="${name}" value="${value}">`;
      return `<p><label for="${name}">${label}</label><br>${control}</p>`;
    })
    .join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(limitedCopy.title)}</title></head><body><main><h1>${escapeHtml(limitedCopy.title)}</h1><p role="alert">${escapeHtml(limitedCopy.intro)}</p><form method="post" action="${escapeHtml(action)}">${controls}<p><button type="submit">${escapeHtml(limitedCopy.resend)}</button></p></form></main></body></html>`;
}
